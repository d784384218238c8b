// Test 4 and GET /api/system/test-yahoo-finance: a sample quote straight from the configured market
// provider (no cache), cross-checked against the same provider's latest candle.
import "server-only";
import type { MarketData } from "@/lib/providers/market/types";
import type { MarketProbe } from "@/lib/system/probes";
import { sanitizeError } from "@/lib/system/sanitize";
import { DAY_MS } from "@/lib/time";

export const SAMPLE_SYMBOL = "AAPL";
const MAX_QUOTE_CANDLE_GAP = 0.01; // the quote and the latest daily close agree within 1%
const MAX_QUOTE_AGE_DAYS = 4; // a long weekend plus a holiday

export async function probeMarket(market: MarketData, now: Date): Promise<MarketProbe> {
  const started = performance.now();
  // A market pinned at a moment (DEMO_MARKET_NOW) is current as of that moment, not the wall clock.
  const at = market.pinnedAt ?? now;
  const base = { provider: market.source, testSymbol: SAMPLE_SYMBOL };
  try {
    const [quote] = await market.quotes([SAMPLE_SYMBOL]);
    const responseTime = Math.round(performance.now() - started);
    if (!quote || !(quote.price > 0)) {
      return {
        ...base,
        success: false,
        responseTime,
        testPrice: null,
        candleClose: null,
        differencePercent: null,
        consistent: false,
        errorMessage: "The provider returned no price",
      };
    }
    const candles = await market.candles({
      symbol: SAMPLE_SYMBOL,
      interval: "1d",
      from: new Date(at.getTime() - 10 * DAY_MS),
      to: at,
    });
    const close = candles.at(-1)?.close ?? null;
    const diff = close ? Math.abs(quote.price - close) / quote.price : null;
    const ageDays = (at.getTime() - new Date(quote.asOf).getTime()) / DAY_MS;
    return {
      ...base,
      success: true,
      responseTime,
      testPrice: quote.price,
      candleClose: close,
      differencePercent: diff === null ? null : Math.round(diff * 10_000) / 100,
      consistent: diff !== null && diff <= MAX_QUOTE_CANDLE_GAP && ageDays <= MAX_QUOTE_AGE_DAYS,
      errorMessage: null,
    };
  } catch (error) {
    return {
      ...base,
      success: false,
      responseTime: Math.round(performance.now() - started),
      testPrice: null,
      candleClose: null,
      differencePercent: null,
      consistent: false,
      errorMessage: sanitizeError(error),
    };
  }
}

export interface AuthenticityResponse {
  authenticated: boolean;
  price: number | null;
  symbol: string;
  source: string;
  candleClose: number | null;
  differencePercent: number | null;
  message: string;
  reason: string | null;
}

export async function runAuthenticityTest(market: MarketData, now: Date): Promise<AuthenticityResponse> {
  const p = await probeMarket(market, now);
  const synthetic = market.source === "demo";
  const authenticated = p.success && p.consistent && !synthetic;
  const reason = synthetic
    ? "the demo market is synthetic (generated prices, no live feed); set MARKET_DATA_PROVIDER=yahoo for real data"
    : !p.success
      ? `the provider did not answer (${p.errorMessage})`
      : !p.consistent
        ? `the quote ${p.testPrice} and the latest candle close ${p.candleClose} disagree by ${p.differencePercent}% or the quote is old`
        : null;
  return {
    authenticated,
    price: p.testPrice,
    symbol: p.testSymbol,
    source: p.provider,
    candleClose: p.candleClose,
    differencePercent: p.differencePercent,
    reason,
    message: authenticated
      ? `Market data authenticated: ${p.testSymbol} ${p.testPrice} from ${p.provider} matches its latest candle (${p.differencePercent}% apart)`
      : `Yahoo Finance data not authenticated: ${reason}`,
  };
}
