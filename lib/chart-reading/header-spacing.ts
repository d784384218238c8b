// A header, title or legend line with the spaces OCR dropped put back, so that its fields read as
// tokens: PP-OCR often drops spaces ("my_strategy_v2|5m|NVDA", "BTCUSDT-W·BINANCE",
// "NASDAQ:MSFT1D"), and each app's layout loses them in its own places. Pure.

/**
 * Intervals written back to back: a toolbar's buttons that OCR read as one word ("1m30m1h15m",
 * Binance's "15m1H4H1D", with its label: "Time15m1H4H"). Groups: the label, the buttons.
 */
export const GLUED_INTERVALS = /^([A-Za-z]*)((?:\d{1,3}[smhHdwDWM]){2,})$/;
export const GLUED_PART = /\d{1,3}[smhHdwDWM]/g;
/** MetaTrader-style period buttons back to back (xStation's "M1M5 M15 M30H1 H4D1W1MN1"). */
export const GLUED_PERIODS = /^(?:MN1?|M\d{1,2}|H\d{1,2}|D1|W1){2,}$/;
export const PERIOD_PART = /MN1?|M\d{1,2}|H\d{1,2}|D1|W1/g;
/** One period button: "M15", "H4", "D1", "MN1". */
export const PERIOD_BUTTON = /^(?:MN1?|M\d{1,2}|H\d{1,2}|D1|W1)$/;

/** The line with its fields apart, as the app spaced them. */
export function respace(raw: string): string {
  return (
    raw
      // A Chinese or Japanese name glued to the code ("苹果AAPL", "NVDA美股"): apart, as the page spaces them.
      .replace(/(?<=[\u3040-\u30ff\u3400-\u9fff])(?=[A-Z]{2,})|(?<=[A-Z]{2,})(?=[\u3040-\u30ff\u3400-\u9fff])/g, " ")
      // Sierra Chart's title "ESU24-CME [C] Daily #2" with its spaces lost ("ESU24-CME[C]Daily#2").
      .replace(/-(CME|CBOT|NYMEX|COMEX|CBOE|EUREX)(?=[[\dA-Z])/g, "-$1 ")
      .replace(/\](?=[A-Za-z\d])/g, "] ")
      .replace(/(?<=[A-Za-z])#(?=\d)/g, " #")
      // Google Finance's breadcrumb "HOME › NVDA • NASDAQ", its small chevron lost: "HOMENVDA·NASDAQ".
      .replace(/^HOME\s*[›>»]?\s*(?=[A-Z]{1,5}\s*[·•])/, "")
      // A title's "TSLA -1D" and a separator dot read as a full stop ("SOL/USDT.4H"): the symbol, then its interval.
      .replace(/(?<=[A-Z]{2})(?:\s-|\.)(?=\d{1,3}[mhHDWM](?![A-Za-z0-9]))/g, " · ")
      // The legend's last field glued to the bar's open: "BTC/USD·60O82,969.41H83,406.23".
      .replace(/([|·•]\s*)(\d{1,4}|\d{1,3}[smhHDWM])O(?=\d)/g, "$1$2 O")
      .replace(/\s*([|·•])\s*/g, " $1 ")
      .replace(/(?<=[A-Z])-(?=(?:\d{1,3}[mhDWMH]?|[DWM])(?![A-Za-z0-9]))/g, " - ")
      .replace(/\b([A-Z]{2,12}:[A-Z][A-Z.]{0,9}[A-Z])(\d{1,3}[mhDWMH])(?![A-Za-z0-9])/g, "$1 $2")
      // A title or legend that starts with the symbol and its interval run together: "SPY1D", and
      // the legend's open after them ("SPY1DO" for "SPY 1D O:234.42").
      // A signal channel's "#SOLUSDT15m" and "ETHUSDT1H-LONGsignal": a hashtag, a pair, a dash after.
      .replace(/^#(?=[A-Z]{2,})/, "")
      .replace(
        /^([A-Z]{2,6}|[A-Z]{2,6}(?:USDT|USDC|USD|BTC|ETH))(\d{1,3}[mhDWH])(?=$|[\s·•|\-—]|O(?:$|[\d:.\s]))/,
        "$1 $2 ",
      )
      // "BTC/USDTW", "RELIANCE(15)from2024-05-01", "AAPL(1D) from".
      .replace(/([A-Z0-9]{2,6}\/(?:USDT|USDC|USD|EUR|BTC|ETH))([DWM]|\d{1,3}[mhDWMH])(?![A-Za-z0-9])/g, "$1 $2")
      // A toolbar's buttons read as one word ("15m1H4H1D"): one token each, so the row reads as a picker.
      .replace(/\S+/g, (w) => {
        if (GLUED_PERIODS.test(w)) return (w.match(PERIOD_PART) ?? []).join(" ");
        const glued = w.match(GLUED_INTERVALS);
        return glued ? [glued[1], ...(glued[2].match(GLUED_PART) ?? [])].filter(Boolean).join(" ") : w;
      })
      // thinkorswim's period and aggregation run together ("1Y1D", "5D5m"), or two picker buttons ("1D1W").
      .replace(/(?<![A-Za-z0-9])(\d{1,2}[DWMY]|YTD)(\d{1,3}[mhDWM])(?![A-Za-z0-9])/g, "$1 $2")
      .replace(/(?<=[A-Za-z])\((?=\d)/g, " (")
      .replace(/\)(?=[A-Za-z])/g, ") ")
      .replace(/\bfrom(?=\d)/g, "from ")
      .trim()
  );
}
