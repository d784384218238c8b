import { readFileSync } from "node:fs";
import path from "node:path";

import { sharedFixtureDir } from "./shared-fixtures";

// Test support: a `fetch` that answers with the real Yahoo responses recorded by the yahoo-finance2
// library's own test suite (MIT; ../shared/fixtures/yahoo, see its README), routed by URL. Records
// every request, and lets a test script failures (a status code, or a hang until the caller gives
// up) for chosen URLs.

const DIR = sharedFixtureDir("yahoo");

interface Recorded {
  request: { url: string };
  response: {
    status: number;
    statusText?: string;
    headers: Record<string, string | string[]>;
    bodyJson?: unknown;
    bodyText?: string;
  };
}

export const fixture = (name: string): Recorded => JSON.parse(readFileSync(path.join(DIR, name), "utf8"));

function toResponse(rec: Recorded["response"]): Response {
  const headers = new Headers();
  for (const [k, v] of Object.entries(rec.headers ?? {})) {
    if (k === "content-length" || k === "content-encoding") continue;
    for (const value of Array.isArray(v) ? v : [v]) headers.append(k, value);
  }
  const body = rec.bodyJson !== undefined ? JSON.stringify(rec.bodyJson) : (rec.bodyText ?? "");
  return new Response(body, { status: rec.status, statusText: rec.statusText ?? "", headers });
}

const QUOTES: Record<string, string> = {
  AAPL: "quote-AAPL.json",
  "AAPL,BABA": "quote-AAPL-BABA.json",
  "EURUSD=X": "quote-EURUSD=X.json",
  "BTC-USD": "quote-BTC-USD.json",
};
const CHARTS: Record<string, string> = {
  AAPL: "chart-AAPL-2020-08-31-to-2020-11-07.json",
  "EURUSD=X": "chart-EURUSD=X-2020-01-01-to-2020-01-03.json",
};

/** Yahoo's real answer shapes for symbols it does not know (no recording needed for an empty list). */
const EMPTY_QUOTE = {
  status: 200,
  headers: { "content-type": "application/json" },
  bodyJson: { quoteResponse: { result: [], error: null } },
};
const CHART_404 = {
  status: 404,
  headers: { "content-type": "application/json" },
  bodyJson: {
    chart: { result: null, error: { code: "Not Found", description: "No data found, symbol may be delisted" } },
  },
};

function route(url: URL): Recorded["response"] {
  if (url.hostname === "finance.yahoo.com" && url.pathname.startsWith("/quote/"))
    return fixture("getCrumb-geo-nl-20260809-quote-AAPL.json").response;
  if (url.hostname === "guce.yahoo.com")
    return fixture("getCrumb-geo-nl-20260809-quote-AAPL-consent.html.json").response;
  if (url.pathname === "/v1/test/getcrumb") return fixture("getCrumb-geo-nl-20260809-getcrumb.json").response;
  if (url.pathname === "/v7/finance/quote") {
    const file = QUOTES[url.searchParams.get("symbols") ?? ""];
    return file ? fixture(file).response : EMPTY_QUOTE;
  }
  const chart = url.pathname.match(/^\/v8\/finance\/chart\/(.+)$/);
  if (chart) {
    const file = CHARTS[decodeURIComponent(chart[1])];
    return file ? fixture(file).response : CHART_404;
  }
  if (url.pathname === "/v1/finance/search") return fixture("search-AAPL.json").response;
  if (url.pathname.startsWith("/v10/finance/quoteSummary/"))
    return fixture("quoteSummary-assetProfile-AAPL.json").response;
  return { status: 404, headers: {}, bodyText: "Not recorded" };
}

export type Script = { match: RegExp; status?: number; hang?: boolean; body?: unknown; times: number };

export function fixtureFetch(scripts: Script[] = []) {
  const requests: { url: string; cookie: string }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const cookie = new Headers(init?.headers).get("cookie") ?? "";
    requests.push({ url: url.href, cookie });
    const script = scripts.find((s) => s.times > 0 && s.match.test(url.href));
    if (script) {
      script.times--;
      if (script.hang) {
        return new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason ?? new Error("aborted")));
        });
      }
      if (script.body !== undefined)
        return new Response(JSON.stringify(script.body), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      return new Response(JSON.stringify({ message: "scripted failure" }), {
        status: script.status ?? 500,
        headers: { "retry-after": "0" },
      });
    }
    return toResponse(route(url));
  }) as typeof fetch;
  return { fetch: fetchImpl, requests };
}
