import { feedSymbols, listEntries, mentions, rankTicker, rows, underSymbolLabel } from "./ticker-rank";
import type { OcrWord } from "./types";

const line = (text: string, x0: number, y0: number, h = 16, conf = 95): OcrWord => ({
  text,
  conf,
  x0,
  y0,
  x1: x0 + text.length * 8,
  y1: y0 + h,
});

describe("the ticker among all the text of a screenshot", () => {
  it("prefers a symbol in a header-like place over one in a table lower down", () => {
    const r = rankTicker(
      [
        // An exchange's trading page: the chart's own pair and interval in its header, a table of
        // open positions in another symbol lower down, the pair again in the order form.
        line("Positions", 20, 600),
        line("BTCUSDT 0.02 64,210.5", 20, 640),
        line("XRP-USDT Perpetual 15m", 20, 12, 20),
        line("XRP-USDT", 900, 300),
      ],
      1600,
      900,
    );
    expect(r.candidates[0]).toBe("XRP-USDT");
    expect(r.timeframe).toBe("15m");
  });

  it("takes the symbol of the line that prints a bar's O/H/L/C over a strategy panel's naming other pairs", () => {
    // A bot's page: the chart's legend at the top left, its list of strategies at the top right,
    // which names two other pairs with their intervals and exchanges.
    const r = rankTicker(
      [
        line("SOLUSDT·4Hour·KrakenO 142.31H143.02L 141.88C142.57", 50, 12),
        line("ADAUSDT · 4 Hour · Binance", 1306, 68),
        line("XRPUSDT · 4 Hour · Bybit", 1305, 118),
      ],
      1920,
      1080,
    );
    expect(r.candidates[0]).toBe("SOLUSDT");
  });

  it("takes an exchange's pair over its base asset named alone as a caption and as a unit", () => {
    const r = rankTicker(
      [
        line("BTC/USDT", 11, 11, 20),
        line("BTC Price", 11, 30),
        line("24h Volume(BTC)", 468, 12),
        line("Amount(BTC)", 1460, 86),
        line("Vol(BTC): 481.00", 4, 716),
      ],
      1600,
      900,
    );
    expect(r.candidates[0]).toBe("BTC/USDT");
  });

  it("takes TradingView's exchange code after the interval for the exchange, never for the symbol", () => {
    // TradingView's header: the description, the interval and the exchange ("DJ" for Dow Jones indices).
    const header = line("Dow Jones Industrial Average Index · 1D · DJ", 200, 12);
    const r = rankTicker([line("DJ:DJI", 20, 12), header], 1600, 900);
    expect(r.candidates[0]).toBe("DJI");
    expect(r.candidates).not.toContain("DJ");
    expect(r.exchange).toBe("DJ");
    expect(rankTicker([header], 1600, 900).candidates).toEqual(["DJI"]);
    // The same layout with S&P's code.
    expect(rankTicker([line("S&P 500 Index · 1D · SP", 60, 12)], 1600, 900)).toMatchObject({
      candidates: ["SPX"],
      exchange: "SP",
    });
  });

  it("reads a chart title with an exchange prefix below a toolbar", () => {
    const r = rankTicker([line("binance_futures - ETHUSDT - dip_catcher - 15m", 300, 80)], 1600, 900);
    expect(r.candidates[0]).toBe("ETHUSDT");
    expect(r.timeframe).toBe("15m");
  });

  it("joins the boxes of one header row", () => {
    const r = rankTicker([line("BYBIT:SOLUSDT", 14, 13), line("W", 158, 15)], 1600, 900);
    expect(r.candidates[0]).toBe("SOLUSDT");
    expect(r.timeframe).toBe("1W");
  });

  it("maps continuous futures to the feed's contract", () => {
    expect(feedSymbols("GC1!")).toEqual(["GC=F", "GC1!"]);
    expect(feedSymbols("/ES")).toEqual(["ES=F", "/ES"]);
    expect(feedSymbols("AAPL")).toEqual(["AAPL"]);
  });

  it("drops the search box's magnifier read as 'Q' when the symbol is also written without it", () => {
    const r = rankTicker([line("QBTCUSD", 59, 96), line("Bitcoin / U.S. Dollar · 15 · OKX", 80, 137)], 1431, 987);
    expect(r.candidates[0]).toBe("BTCUSD");
    expect(r.candidates).not.toContain("QBTCUSD");
    const cut = rankTicker(
      [line("QRELIANC", 61, 52), line("RELIANCEINDS·1D·NSE", 80, 89), line("Stock: RELIANCE INDS", 1126, 180)],
      1600,
      830,
    );
    expect(cut.candidates[0]).toBe("RELIANCE");
  });

  it("takes the chart's own heading over the rows of a watchlist beside it", () => {
    // Plus500: a market table (its "Instrument" column head, evenly spaced rows), and the chart
    // pane's heading "Gold" with its interval buttons.
    const table = ["EUR/USD", "GBP/USD", "USD/JPY", "GBP/JPY", "Gold", "USA 30"].map((t, k) =>
      line(t, 205, 145 + k * 47),
    );
    const boxes = [line("Instrument", 205, 110), ...table, line("Gold", 938, 72, 24)];
    expect(rankTicker(boxes, 1920, 1080).candidates[0]).toBe("XAUUSD");
    // The head of a table is no form label: its first row is not the field's value.
    expect(
      underSymbolLabel(
        rows(boxes),
        rows(boxes).findIndex((l) => l.text === "EUR/USD"),
      ),
    ).toBe(false);
    // With no column head, a list's first row still does not outrank a plain heading lower down.
    const watch = ["EUR/USD", "GBP/USD", "USD/JPY", "GBP/JPY"].map((t, k) => line(t, 205, 145 + k * 47));
    expect(rankTicker([...watch, line("Gold", 1200, 150)], 1920, 1080).candidates[0]).toBe("XAUUSD");
    // Three symbols at uneven spacing are no list.
    const uneven = listEntries(
      [line("AAPL", 20, 100), line("MSFT", 20, 130), line("NVDA", 20, 200)],
      [true, true, true],
    );
    expect(uneven.size).toBe(0);
    expect(
      listEntries(
        table,
        table.map(() => true),
      ).size,
    ).toBe(table.length);
  });

  it("reads StockCharts' dollar-sign index where OCR took the sign for an S elsewhere", () => {
    const boxes = [
      line("$SPX", 21, 47),
      line("SSPX S&P 500 Large Cap Index INDX", 308, 83),
      line("SSPX (Daily) 4,976.35", 308, 126),
    ];
    const r = rankTicker(boxes, 1920, 1080);
    expect(r.candidates[0]).toBe("SPX");
    expect(r.candidates).not.toContain("SSPX");
    // Without the sign written anywhere, an S-word stays itself (SSNC is a ticker of its own).
    expect(rankTicker([line("SSNC", 21, 47), line("SNC Lavalin", 300, 83)], 1920, 1080).candidates[0]).toBe("SSNC");
  });

  it("keeps the search box's place when its magnifier-glued symbol is folded into a lower mention", () => {
    // "QYM1!" in the search box at the top, YM1! written again in a watchlist halfway down.
    const r = rankTicker([line("QYM1!", 61, 100), line("YM1!", 1200, 500), line("YM1!", 1300, 700)], 1440, 900);
    expect(r.candidates[0]).toBe("YM1!");
    expect(r.scores[0].y).toBeLessThan(0.25);
  });

  it("counts a symbol glued to a number before it (a watchlist's rank or quantity) as a repetition", () => {
    const lines = [line("1YM1! 38120.00", 20, 80), line("100YM1!38120.0", 20, 450), line("YM1!", 20, 670)];
    expect(mentions("YM1!", lines)).toBe(3);
    expect(mentions("YM", [line("AYM1!", 20, 80)])).toBe(0);
    expect(mentions("BTC", [line("Size 0.5BTC", 20, 80), line("12,5BTC", 20, 90)])).toBe(0);
  });

  it("counts a symbol glued to what follows as a repetition", () => {
    const lines = [
      line("SPY", 15, 10, 24),
      line("SPY1D1m[NYSE] O: 475.01", 5, 46),
      line("SPX:231229C SPY:2312290", 9, 80),
    ];
    expect(mentions("SPY", lines)).toBe(3);
    expect(mentions("SP", lines)).toBe(0);
    const r = rankTicker([...lines, line("475.31 -0.29% A: 475.10 EXTO Eligible", 258, 8, 30)], 1600, 900);
    expect(r.candidates[0]).toBe("SPY");
  });

  it("reads the value under a form's 'symbol' label", () => {
    const r = rankTicker(
      [
        line("VECTORBT:CANDLESTICK PATTERNS", 53, 48, 30),
        line("OHLCV AND SIGNALS", 51, 153),
        line("Yahoo! Finance symbol:", 1090, 295),
        line("BTC-USD", 1099, 328),
      ],
      1600,
      3655,
    );
    expect(underSymbolLabel(rows([line("Yahoo! Finance symbol:", 1090, 295), line("BTC-USD", 1099, 328)]), 1)).toBe(
      true,
    );
    expect(r.candidates[0]).toBe("BTC-USD");
  });

  it("leaves out two letters written once outside any symbol layout", () => {
    expect(rankTicker([line("IL", 20, 300), line("Price", 20, 340)], 600, 400).candidates).toEqual([]);
    expect(rankTicker([line("NYSE:GE", 20, 20)], 1600, 900).candidates[0]).toBe("GE");
  });

  it("joins a row left to right even when a box sits a pixel higher than its left neighbour", () => {
    const r = rows([line("1M", 207, 203), line("1W", 172, 204)]);
    expect(r.map((l) => l.text)).toEqual(["1W 1M"]);
  });

  it("does not let a one-character icon make its row's words doubtful", () => {
    const r = rows([line("③", 10, 11, 16, 33), line("BTCUSDT · 1 Hour · Bybit", 30, 11)]);
    expect(r[0].conf).toBeGreaterThan(90);
  });

  it("takes nothing from a phone's status bar (clock, network icons)", () => {
    const r = rankTicker(
      [
        line("9:25 PMO", 60, 47, 48),
        line("LTE", 900, 59, 32),
        line("BTC", 224, 143, 53),
        line("Bitcoin #1", 227, 206, 45),
      ],
      1242,
      2688,
    );
    expect(r.candidates).toEqual(["BTC"]);
  });

  it("takes no indicator's name for a ticker", () => {
    const r = rankTicker(
      [line("CL 12-24 (500 Tick)", 40, 10), line("PIVOT", 300, 60), line("ZIGZAG", 300, 90)],
      1600,
      900,
    );
    expect(r.candidates).toEqual(["/CL"]);
  });
});

describe("the timeframe among a screenshot's intervals", () => {
  const toolbar = (selected: string) =>
    ["1m", "5m", "15m", "1h", "4h", "D", "W"].map((t, i) =>
      line(t, 20 + i * 40, t === selected ? 80 : 82, t === selected ? 26 : 16),
    );

  it("reads a volume pane's scale (3M 2M 1M, millions) as no interval", () => {
    const scale = ["3M", "2M", "1M"].map((t, i) => line(t, 1394, 712 + i * 47));
    expect(rankTicker([line("SPY", 16, 16, 24), ...scale], 1440, 900).timeframe).toBeNull();
    // A lone "3M" (a range button) is still read as three months.
    expect(rankTicker([line("SPY", 16, 16, 24), line("3M", 200, 60)], 1440, 900).timeframe).toBe("3M");
  });

  it("takes a picker's selected button over a lone interval elsewhere", () => {
    const r = rankTicker([line("NVDA", 16, 16, 24), ...toolbar("5m"), line("Chart 1h", 900, 500)], 1440, 900);
    expect(r.timeframe).toBe("5m");
    expect(r.timeframePlace).toBe("picker");
  });
});
