import { normaliseTimeframe, readHeader, intervalPicker } from "./header";

const read = (...lines: string[]) => readHeader(lines);

describe("ticker and timeframe from a chart header", () => {
  it.each([
    [["Euro / U.S. Dollar - 15 - PEPPERSTONE O1.17466 H1.17471"], "EURUSD", "15m", "PEPPERSTONE"],
    [["Apple Inc · 1D · NASDAQ"], "AAPL", "1D", "NASDAQ"],
    [["high_frog_binance_v226 | 5m | BTC/USDT", "ETH/USDT"], "BTC/USDT", "5m", null],
    [["my_strategy_v2 | 4h | SPY Long entries: 3", "ETH/USDT", "SOL/USDT"], "SPY", "4h", null],
    [["BINANCE:SOLUSDT 1W"], "SOLUSDT", "1W", "BINANCE"],
    [["Bitcoin / TetherUS · W · BINANCE"], "BTCUSDT", "1W", "BINANCE"],
    [["Reliance Industries Ltd · 1D · NSE"], "RELIANCE", "1D", "NSE"],
    [["EURUSD (5m) from 2024-05-01"], "EURUSD", "5m", null],
    [["orcl-1995-2014 (1 Day)"], "ORCL", "1D", null],
    [["SPYfrom08-16-2017 to10-23-2018"], "SPY", null, null],
    [["Silber · 4h · TVC"], "XAGUSD", "4h", "TVC"],
    [["NYMEX:CL1! 4h"], "CL1!", "4h", "NYMEX"],
    [["CME_MINI:ES1!.15"], "ES1!", null, null],
    [["NASDAQ:AAPL."], "AAPL", null, "NASDAQ"],
    [["CL 12-24 (4 Range)"], "/CL", null, null],
    [["QQQ RSI from 03-01-2021 to 09-30-2021"], "QQQ", null, null],
    [["/NQ 5m"], "/NQ", "5m", null],
    [["GBPJPY,H1"], "GBPJPY", "1h", null],
    // thinkorswim's period and aggregation read as one word; TWS's bar-size field beside its period.
    [["AAPL APPLE INC 150.21 -1.02 1Y1D Style Drawings"], "AAPL", "1D", null],
    [["TSLA Time Period 1M Bar Size 1hour Studies Drawing Trade"], "TSLA", "1h", null],
    // Exotic forex pairs written with a slash (the major's quote currencies are not the only ones).
    [["USD/HKD 1h"], "USD/HKD", "1h", null],
    [["USD/MXN · 4h · OANDA"], "USD/MXN", "4h", "OANDA"],
    // A bar's readout, a volume profile's point of control and a unit are no symbols.
    [["OHLC POC INR"], undefined, null, null],
    // An exchange's volume pane counts in the base asset: a unit, not a symbol.
    [["Vol(BTC): 387.00"], undefined, null, null],
    // A toolbar read as one word is a picker: none of its buttons is the chart's interval by itself.
    [["Time 15m1H4H1D 1W"], undefined, null, null],
    [["Time15m1H4H 1D 1W"], undefined, null, null],
    [["AUDUSD, H4: Australian Dollar /s US Dollar"], "AUDUSD", "4h", null],
    [["SPDRS&P500ETFTrust·4H·AMEX"], "SPY", "4h", "AMEX"],
    [["NASDAQ:MSFT1D"], "MSFT", "1D", "NASDAQ"],
    [["SPY1D"], "SPY", "1D", null],
    [["SPY1DO"], "SPY", "1D", null],
    [["ORCL1D·NYSE"], "ORCL", "1D", "NYSE"],
    [["BTCUSDT-W·BINANCE"], "BTCUSDT", "1W", "BINANCE"],
    // TradingView's middle dots read as hyphens: the interval and the exchange are still two fields.
    [["Cardano/TetherUs·D-KRAKEN"], "ADAUSDT", "1D", "KRAKEN"],
    [["GBPJPY-15m-FXCM"], "GBPJPY", "15m", "FXCM"],
    [["BTC-USD · 1h · COINBASE"], "BTC-USD", "1h", "COINBASE"],
    // An exchange's 24-hour statistics, a study's length and a span named in prose are no interval.
    [["DOGE", "Price change 24hrs"], "DOGE", null, null],
    [["NVDA", "EMA 20D : 131.52"], "NVDA", null, null],
    [["LINK", "Change in price this week"], "LINK", null, null],
    [["BTCUSD", "Portfolio Daily Return"], "BTCUSD", null, null],
    // A measuring tool's elapsed time is no interval.
    [["Kraken ADAEUR price history", "+12.40 % (3d 06:00)"], "ADAEUR", null, "KRAKEN"],
    // A plotting library's title with its interval in brackets, spaces dropped.
    [["ADAUSDT(W)from 2023-01-02"], "ADAUSDT", "1W", null],
    [["my_strategy_v2|5m|NVDA"], "NVDA", "5m", null],
    [["BTC/USDTW"], "BTC/USDT", "1W", null],
    [["RELIANCE(15)from2024-05-01"], "RELIANCE", "15m", null],
    [["EURUSD, Daily: Euro vs US Dollar"], "EURUSD", "1D", null],
    [["USDCHF,M30: US Dollar vs Swiss Franc"], "USDCHF", "30m", null],
    [["VECTORBT:CANDLESTICKPATTERNS"], undefined, null, null],
    [["SMA50 EMA200 0M"], undefined, null, null],
    [["14 Jun 2022 3 Jul 12:00"], undefined, null, null],
  ])("%j", (lines, ticker, timeframe, exchange) => {
    const h = read(...lines);
    expect(h.candidates[0]).toBe(ticker);
    expect(h.timeframe).toBe(timeframe);
    expect(h.exchange).toBe(exchange);
  });

  it("keeps dates and prices out of the timeframe", () => {
    expect(read("trade90 created with TradingView.com, Jul 25, 2025 09:30 UTC+1").timeframe).toBeNull();
  });

  it("normalises timeframe spellings", () => {
    expect(["1D", "1h", "4H", "W", "15m", "1 Day"].map((t) => normaliseTimeframe(t))).toEqual([
      "1D",
      "1h",
      "4h",
      "1W",
      "15m",
      "1D",
    ]);
    expect(normaliseTimeframe("15")).toBeNull();
    expect(normaliseTimeframe("15", true)).toBe("15m");
    expect(normaliseTimeframe("240", true)).toBe("4h");
    // Volume labels are no intervals: "150M" is 150 million, not 150 months.
    expect(["150M", "100M", "48h", "12M"].map((t) => normaliseTimeframe(t))).toEqual([null, null, null, "12M"]);
  });
});

describe("symbol-bar layouts", () => {
  it.each([
    [["BYBIT:SOLUSDT W"], "SOLUSDT", "1W"],
    [["BTC/USDT w 64250.00"], "BTC/USDT", "1W"],
    [["RELIANCE (15) from 2024-05-01"], "RELIANCE", "15m"],
    [["RELIANCE 15", "2800.00"], "RELIANCE", "15m"],
    [["FXCM:GBPUSD 15"], "GBPUSD", "15m"],
  ])("%j", (lines, ticker, timeframe) => {
    const h = readHeader(lines);
    expect(h.candidates[0]).toBe(ticker);
    expect(h.timeframe).toBe(timeframe);
  });
});

it("does not take a legend's 'Profit/Loss' for a currency pair", () => {
  expect(readHeader(["Trades - Net Profit/Loss"]).strong).not.toContain("PROFIT/LOSS");
  expect(readHeader(["IOTA/ETH"]).candidates[0]).toBe("IOTA/ETH");
});

describe("labels that look like an exchange prefix", () => {
  it("takes a capitalised prefix and symbol, not a form's or a page title's label", () => {
    expect(readHeader(["NASDAQ:AAPL"]).strong).toContain("AAPL");
    expect(readHeader(["BINANCE: ETHUSDT"]).strong).toContain("ETHUSDT");
    expect(readHeader(["Name: Aditya 1"]).strong).not.toContain("ADITYA");
    expect(readHeader(["Hint: Use Box and Lasso Select"]).strong).not.toContain("USE");
    expect(readHeader(["VECTORBT:CANDLESTICK PATTERNS"]).strong).not.toContain("CANDLESTICK");
    expect(readHeader(["VECTORBT: CANDLESTICK PATTERNS"]).strong).not.toContain("CANDLESTICK");
  });
});

describe("what is not the chart's timeframe", () => {
  it("reads an exchange's 24h statistics as statistics", () => {
    expect(readHeader(["24h", "9,457.00"]).timeframe).toBeNull();
    expect(readHeader(["BTCUSDT 24h 9,457.00"]).timeframe).toBeNull();
  });

  it("reads a row of interval buttons as a picker, and a single interval as the timeframe", () => {
    expect(intervalPicker(["1D", "5D", "1M", "3M", "6M", "YTD", "1Y", "All"])).toBe(true);
    expect(intervalPicker(["1W", "1M"])).toBe(true);
    expect(readHeader(["1D 5D 1M 3M 6M YTD"]).timeframe).toBeNull();
    expect(readHeader(["RELIANCEINDS·1D·NSE"]).timeframe).toBe("1D");
  });
});

describe("notations of particular apps", () => {
  it("reads StockCharts' dollar-sign index symbols, and no dollar amount as a symbol", () => {
    expect(readHeader(["$SPX"]).candidates[0]).toBe("SPX");
    expect(readHeader(["$INDU (Daily) 39,120.50"]).strong).toContain("INDU");
    expect(readHeader(["Price $12.50"]).candidates).toEqual([]);
  });

  it("reads a currency pair whose bold slash OCR took for an I (GBPIJPY)", () => {
    expect(readHeader(["GBPIJPY 1 Day Candlestick Bid"]).candidates).toEqual(["GBP/JPY"]);
    expect(readHeader(["USDIJPY +0.251 (+0.17%)"]).strong).toEqual(["USD/JPY"]);
    // Not between two currencies: left alone.
    expect(readHeader(["NVDAIJPY"]).strong).not.toContain("NVDA/JPY");
  });

  it("reads CFD brokers' index codes and their names for the Dow", () => {
    expect(readHeader(["US30 X US500 x"]).candidates.slice(0, 2)).toEqual(["US30", "US500"]);
    expect(readHeader(["DE40"]).strong).toEqual(["DE40"]);
    expect(readHeader(["Wall Street Cash ($1) -854.9 (-2.41%)"]).strong).toEqual(["US30"]);
    expect(readHeader(["US Wall Street 30 Index (cash)"]).candidates).toEqual(["US30"]);
    // A headline about Wall Street names no instrument.
    expect(readHeader(["Wall Street rallies"]).candidates).toEqual([]);
  });

  it("reads MetaTrader-style period buttons as a picker, not as an interval after a symbol", () => {
    expect(readHeader(["M1 M5 M15 M30 H1 H4 D1 W1 MN1"]).timeframe).toBeNull();
    expect(readHeader(["M1M5 M15 M30H1 H4D1W1MN1 Candles Indicators"]).timeframe).toBeNull();
    // MetaTrader's own chart line keeps its period.
    expect(readHeader(["EURUSD,H1 1.00939 1.00987 1.00756 1.00804"]).timeframe).toBe("1h");
  });

  it("reads a bracketed count as an interval after a symbol, not after a word (IG's contract size)", () => {
    expect(readHeader(["RELIANCE(15)from2024-05-01"]).timeframe).toBe("15m");
    expect(readHeader(["Germany 40 Cash (1)"]).timeframe).toBeNull();
  });

  it("reads an interval after the symbol and one separator ending the title ('TSLA -1D', 'SOL/USDT · 4H')", () => {
    expect(readHeader(["TSLA -1D"])).toMatchObject({ candidates: ["TSLA"], timeframe: "1D", timeframePlace: "symbol" });
    expect(readHeader(["SOL/USDT · 4H"])).toMatchObject({ timeframe: "4h", timeframePlace: "symbol" });
    // The separator's dot read as a full stop.
    expect(readHeader(["SOL/USDT.4H"]).timeframe).toBe("4h");
    // A change is no interval.
    expect(readHeader(["Change -1.25%"]).timeframe).toBeNull();
  });

  it("reads a signal channel's title: a hashtag, the pair and interval run together, a dash after", () => {
    expect(readHeader(["#SOLUSDT15m"])).toMatchObject({ candidates: ["SOLUSDT"], timeframe: "15m" });
    expect(readHeader(["ETHUSDT1H-LONGsignal"])).toMatchObject({ candidates: ["ETHUSDT"], timeframe: "1h" });
  });

  it("reads no interval in how long something lasted, and no symbol in a dotted line's sample", () => {
    expect(readHeader(["Max Dd Dur. (124 days)"]).timeframe).toBeNull();
    expect(readHeader(["Max Dd Dur. (2 days 21:00:00)"]).timeframe).toBeNull();
    expect(readHeader(["orcl-1995-2014 (1 Day) O:29.13"]).timeframe).toBe("1D");
    expect(readHeader(["Trades (4) III"]).candidates).toEqual([]);
  });

  it("reads a legend's bare interval glued to the bar's open (BTC/USD·60O82,969.41)", () => {
    expect(readHeader(["BTC/USD·60O82,969.41H83,406.23L82,651.92C83,369.36"])).toMatchObject({
      candidates: ["BTC/USD"],
      timeframe: "1h",
      timeframePlace: "legend",
    });
  });

  it("reads TradeStation's continuous futures (@ES) as the contract's root", () => {
    expect(readHeader(["@ES - Daily - CME"]).candidates[0]).toBe("/ES");
  });

  it("reads a pair's legend with its OHLC without taking the pair's base for a symbol", () => {
    expect(readHeader(["BTC/USDT · 15 · Bybit O54069.01 H54292.86 L53535.44 C53795.56"]).candidates).toEqual([
      "BTC/USDT",
    ]);
  });

  it("reads the interval of a legend whose last field runs into the bar's O/H/L/C (eToro)", () => {
    const h = readHeader(["AAPL · 1D O182.77 H182.95 L180.98 C182.28 -0.49 (-0.27%)"]);
    expect(h.timeframe).toBe("1D");
    expect(h.timeframePlace).toBe("legend");
  });

  it("reads Google Finance's breadcrumb with its chevron lost (HOMENVDA·NASDAQ)", () => {
    expect(readHeader(["HOMENVDA·NASDAQ"]).candidates).toEqual(["NVDA"]);
  });

  it("reads a futures contract's code as its root (Sierra Chart's ESU24-CME, Tradovate's ESM4)", () => {
    expect(readHeader(["ESU24-CME [CB] 5 Min #1"]).candidates[0]).toBe("/ES");
    expect(readHeader(["NQM4 15 min O 20450.25 H 20470 L 20440 C 20461.75"]).candidates[0]).toBe("/NQ");
    // Sierra Chart's title with its spaces lost; its simulated account "Sim1" is no silver contract.
    const sierra = readHeader(["ESU24-CME[C]Daily#2|5908.50-3.50|Sim1"]);
    expect(sierra.candidates).toEqual(["/ES"]);
    expect(sierra.timeframe).toBe("1D");
    // Only listed roots: a coin's "ETH2" is no contract.
    expect(readHeader(["ETH2 price"]).candidates).toEqual(["ETH2"]);
  });

  it("reads a code glued to its Chinese name or badge (苹果AAPL, NVDA美股)", () => {
    expect(readHeader(["苹果AAPL美"]).candidates).toEqual(["AAPL"]);
    expect(readHeader(["NVDA美股"]).candidates).toEqual(["NVDA"]);
    // An interval's own letter stays with it.
    expect(readHeader(["日K"]).timeframe).toBe("1D");
  });

  it("reads Japanese 週足 as the Chinese recognizer writes it (调足)", () => {
    expect(normaliseTimeframe("调足")).toBe("1W");
  });

  it("reads an interval drop-down's value with its caret", () => {
    expect(normaliseTimeframe("1H→")).toBe("1h");
    expect(normaliseTimeframe("15m ▾")).toBe("15m");
  });
});
