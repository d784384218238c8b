// Is a news text about the analysed instrument? Pure: the words come from the instrument itself
// (symbol, name, the currencies of a pair) and from a short list per asset class.
//   direct: the ticker, the company or coin name, the pair or one of its currencies (or central bank)
//   market: only the asset class ("stocks", "crypto", "forex", "commodities")
// For a currency pair, news about the quote currency alone moves the pair the other way
// ("Dollar jumps" is bearish for EUR/USD): `inverse` says so.
import type { Instrument } from "@/lib/providers/market/types";

export interface TopicMatch {
  kind: "direct" | "market";
  /** The words of the text that made the match, as printed. */
  term: string;
  inverse: boolean;
}

/** Names and central banks of the currencies traders screenshot news about. */
const CURRENCY_WORDS: Record<string, string[]> = {
  USD: ["dollar", "greenback", "Fed", "Federal Reserve", "FOMC", "Powell"],
  EUR: ["euro", "ECB", "Lagarde", "eurozone", "euro zone"],
  GBP: ["pound", "sterling", "BoE", "Bank of England"],
  JPY: ["yen", "BoJ", "Bank of Japan"],
  CHF: ["Swiss franc", "franc", "SNB"],
  AUD: ["Aussie", "Australian dollar", "RBA"],
  CAD: ["loonie", "Canadian dollar", "BoC", "Bank of Canada"],
  NZD: ["kiwi", "New Zealand dollar", "RBNZ"],
};

const CLASS_WORDS: Record<Instrument["type"], string[]> = {
  stock: ["stocks", "equities", "Wall Street", "stock market", "S&P 500", "Nasdaq"],
  etf: ["stocks", "equities", "Wall Street", "stock market", "ETFs?"],
  index: ["stocks", "equities", "Wall Street", "stock market", "indices", "indexes"],
  crypto: ["crypto", "cryptocurrency", "cryptocurrencies", "digital assets", "altcoins?", "tokens"],
  forex: ["forex", "FX", "currencies", "currency markets?"],
  commodity: ["commodities", "commodity"],
};

/** Extra names of commodities and coins, beyond the feed's name. */
const SYNONYMS: Record<string, string[]> = {
  "GC=F": ["gold", "bullion", "XAU", "precious metals"],
  "SI=F": ["silver", "XAG", "precious metals"],
  "CL=F": ["oil", "crude", "WTI", "Brent", "OPEC"],
  "BTC-USD": ["bitcoin", "BTC"],
  "ETH-USD": ["ether", "ethereum", "ETH"],
  "^GSPC": ["S&P 500", "S&P", "SPX"],
  "^IXIC": ["Nasdaq"],
  "^DJI": ["Dow", "Dow Jones"],
  GOOGL: ["Google"],
  META: ["Facebook"],
};

/** Words of a company name that say nothing on their own. */
const GENERIC = new Set(
  "inc corp corporation company incorporated group holdings platforms trust etf shares the and usd international american united general first national bank financial technologies systems".split(
    " ",
  ),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whole words; an all-caps term (a ticker, "ECB") must be printed in capitals. */
function find(text: string, terms: string[]): string | null {
  for (const term of terms) {
    const caps = /^[A-Z0-9&]{2,6}$/.test(term);
    const pattern = term.includes("?") ? term : escape(term);
    const re = new RegExp(`(?<![A-Za-z0-9])${pattern}(?![A-Za-z0-9])`, caps ? "" : "i");
    const m = text.match(re);
    if (m) return m[0];
  }
  return null;
}

/** The distinctive words of a company's name: "The Walt Disney Company" -> Walt Disney, Disney. */
function nameTerms(name: string): string[] {
  const core = name
    .replace(/,?\s*(?:Inc\.?|Corporation|Incorporated|Company|Corp\.?|& Co\.?|plc|Ltd\.?|USD)$/gi, "")
    .replace(/^The\s+/i, "")
    .replace(/\.com$/i, "")
    .trim();
  const parts = core.split(/[\s,]+/).filter((w) => w.length >= 4 && !GENERIC.has(w.toLowerCase()));
  return [core, ...parts].filter((t) => t.length >= 3);
}

/** The pair's two currencies, e.g. EURUSD=X -> [EUR, USD]. */
export function pairCurrencies(i: Instrument): [string, string] | null {
  const m = i.symbol.match(/^([A-Z]{3})([A-Z]{3})=X$/);
  return i.type === "forex" && m ? [m[1], m[2]] : null;
}

export function matchTopic(text: string, i: Instrument): TopicMatch | null {
  const pair = pairCurrencies(i);
  if (pair) {
    const [base, quote] = pair;
    const pairTerm = find(text, [`${base}/${quote}`, `${base}${quote}`, `${base}-${quote}`, `${base} ${quote}`]);
    if (pairTerm) return { kind: "direct", term: pairTerm, inverse: false };
    const b = find(text, [base, ...(CURRENCY_WORDS[base] ?? [])]);
    const q = find(text, [quote, ...(CURRENCY_WORDS[quote] ?? [])]);
    // "Euro slips against the dollar": the base is the subject. Only the quote: the pair moves the other way.
    if (b || q) {
      const at = (t: string) => text.toLowerCase().indexOf(t.toLowerCase());
      const baseFirst = b != null && (q == null || at(b) <= at(q));
      return baseFirst ? { kind: "direct", term: b, inverse: false } : { kind: "direct", term: q!, inverse: true };
    }
  } else {
    const bare = i.symbol.replace(/^\^/, "").replace(/[-=].*$/, "");
    const direct = find(text, [
      ...(bare.length >= 2 ? [bare, `$${bare}`] : [`$${bare}`]),
      ...(SYNONYMS[i.symbol] ?? []),
      ...nameTerms(i.name),
    ]);
    if (direct) return { kind: "direct", term: direct, inverse: false };
  }
  const market = find(text, CLASS_WORDS[i.type] ?? []);
  return market ? { kind: "market", term: market, inverse: false } : null;
}
