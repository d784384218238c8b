import YahooFinance from "yahoo-finance2";
import { AppError, isAppError } from "@/lib/errors";
import { isTradable } from "../demo";
import { DEMO_INSTRUMENTS } from "../demo/instruments";
import { healthRecorder } from "../health";
import { dbStateStore, type StateStore } from "../state";
import type { CandleQuery, ForexRate, Instrument, MarketData, NewsItem, Quote } from "../types";
import { resilientFetch, type ResilientFetchOptions } from "./http";
import { toCandles, toInstrument, toNews, toQuote } from "./map";
import { yahooSession } from "./session";
import { yahooSymbol } from "./symbols";
import { tickerNotFound } from "../errors";
import { DAY_MS } from "@/lib/time";

// Live market data from Yahoo Finance through yahoo-finance2. Requests go through
// resilientFetch (bounded queue, timeout, retries); the cookie/crumb session lives in
// provider_state; results are read leniently (validateResult: false + our own checks); every
// call's outcome is recorded for the system-health page.

export interface YahooOptions extends ResilientFetchOptions {
  state?: StateStore;
  clock?: () => Date;
}

const BATCH = 50; // symbols per quote request
// How far back Yahoo serves intraday bars (days); older windows are answered with what exists.
const INTRADAY_HISTORY_DAYS: Partial<Record<CandleQuery["interval"], number>> = {
  "1m": 7,
  "5m": 59,
  "15m": 59,
  "30m": 59,
  "1h": 729,
};
const LENIENT = { validateResult: false } as const;

const notFound = tickerNotFound;
const isNoData = (e: unknown) =>
  e instanceof Error && /no data found|not found|delisted|symbol may be/i.test(e.message);
const isAuthFailure = (e: unknown) =>
  e instanceof Error &&
  ((e as { code?: number }).code === 401 || /invalid crumb|unauthorized|invalid cookie/i.test(e.message));

export function createYahooMarket(options: YahooOptions = {}): MarketData {
  const state = options.state ?? dbStateStore;
  const clock = options.clock ?? (() => new Date());
  const fetcher = resilientFetch(options);
  const session = yahooSession(state, fetcher);
  const health = healthRecorder(state);
  const yf = new YahooFinance({
    fetch: fetcher,
    cookieJar: session.jar,
    suppressNotices: ["yahooSurvey"],
    validation: { logErrors: false, logOptionsErrors: false },
    versionCheck: false,
  });

  /** Runs one Yahoo call: session first when needed, one retry after a rejected crumb, outcome recorded. */
  async function call<T>(
    name: string,
    needsCrumb: boolean,
    run: () => Promise<T>,
    sample?: (v: T) => { symbol: string; price: number } | undefined,
  ): Promise<T> {
    const started = performance.now();
    try {
      if (needsCrumb) await session.ensure();
      let value: T;
      try {
        value = await run();
      } catch (error) {
        if (!needsCrumb || !isAuthFailure(error)) throw error;
        await session.reset();
        await session.ensure();
        value = await run();
      }
      void health.record({
        call: name,
        ok: true,
        latencyMs: performance.now() - started,
        sample: sample?.(value),
        at: clock(),
      });
      return value;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      void health.record({
        call: name,
        ok: false,
        latencyMs: performance.now() - started,
        error: message,
        at: clock(),
      });
      if (isAppError(error)) throw error;
      if (isNoData(error)) throw error; // callers turn it into TICKER_NOT_FOUND
      throw new AppError("upstream_failed", `Yahoo Finance request failed: ${message.slice(0, 200)}`);
    }
  }

  async function rawQuotes(symbols: string[]): Promise<Record<string, unknown>[]> {
    const batches: string[][] = [];
    for (let i = 0; i < symbols.length; i += BATCH) batches.push(symbols.slice(i, i + BATCH));
    const results = await Promise.all(
      batches.map((batch) =>
        call(
          "quote",
          true,
          async () => (await yf.quote(batch, { return: "array" }, LENIENT)) as unknown,
          (v) => {
            const first = Array.isArray(v) ? toQuote(v[0] ?? {}, clock()) : null;
            return first ? { symbol: first.symbol, price: first.price } : undefined;
          },
        ),
      ),
    );
    return results.flatMap((r) => (Array.isArray(r) ? (r as Record<string, unknown>[]) : []));
  }

  async function quotes(symbols: string[]): Promise<Quote[]> {
    const wanted = [...new Set(symbols.map(yahooSymbol))];
    if (!wanted.length) return [];
    const now = clock();
    const bySymbol = new Map((await rawQuotes(wanted)).flatMap((r) => toQuote(r, now) ?? []).map((q) => [q.symbol, q]));
    return wanted.flatMap((s) => bySymbol.get(s) ?? []);
  }

  return {
    source: "yahoo",
    quotes,
    async forex(pairs: string[]): Promise<ForexRate[]> {
      const symbols = pairs.map(yahooSymbol);
      const found = new Map((await quotes(symbols)).map((q) => [q.symbol, q]));
      return symbols.flatMap((symbol) => {
        const q = found.get(symbol);
        if (!q) return [];
        const pair = `${symbol.slice(0, 3)}/${symbol.slice(3, 6)}`;
        return [{ pair, symbol, rate: q.price, change: q.changePercent, asOf: q.asOf, source: "yahoo" as const }];
      });
    },
    async candles(q: CandleQuery) {
      const symbol = yahooSymbol(q.symbol);
      const limit = INTRADAY_HISTORY_DAYS[q.interval];
      const earliest = limit ? new Date(clock().getTime() - limit * DAY_MS) : null;
      const from = earliest && q.from < earliest ? earliest : q.from;
      if (from >= q.to) return [];
      try {
        const chart = await call(
          "chart",
          false,
          () =>
            yf.chart(
              symbol,
              { period1: from, period2: q.to, interval: q.interval, return: "object" },
              LENIENT,
            ) as Promise<unknown>,
        );
        return toCandles((chart ?? {}) as Record<string, unknown>);
      } catch (error) {
        if (isNoData(error)) throw notFound(symbol);
        throw error;
      }
    },
    async resolve(input: string): Promise<Instrument> {
      const symbol = yahooSymbol(input);
      if (!/^[A-Z0-9^=.\-]{1,20}$/.test(symbol)) throw notFound(input.trim().toUpperCase());
      const [raw] = await rawQuotes([symbol]);
      const instrument = raw ? toInstrument(raw) : null;
      if (!instrument) throw notFound(symbol);
      return instrument;
    },
    async news(symbol?: string): Promise<NewsItem[]> {
      const query = symbol ? yahooSymbol(symbol) : "stock market";
      const result = (await call(
        "search",
        false,
        () => yf.search(query, { quotesCount: 0, newsCount: 12 }, LENIENT) as Promise<unknown>,
      )) as { news?: unknown[] };
      return (result?.news ?? [])
        .flatMap((n) => toNews(n as Record<string, unknown>) ?? [])
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    },
    async profile(input: string) {
      const symbol = yahooSymbol(input);
      try {
        const summary = (await call(
          "quoteSummary",
          true,
          () => yf.quoteSummary(symbol, { modules: ["assetProfile"] }, LENIENT) as Promise<unknown>,
        )) as {
          assetProfile?: { sector?: string; industry?: string; longBusinessSummary?: string };
        };
        const p = summary?.assetProfile;
        if (!p || (!p.sector && !p.industry)) return null;
        return { symbol, sector: p.sector, industry: p.industry, description: p.longBusinessSummary };
      } catch (error) {
        if (isNoData(error)) return null;
        throw error;
      }
    },
    async universe() {
      // The same liquid instruments as the demo market: all real Yahoo symbols.
      return DEMO_INSTRUMENTS.filter(isTradable).map(({ symbol, name, type, exchange, currency }) => ({
        symbol,
        name,
        type,
        exchange,
        currency,
      }));
    },
  };
}
