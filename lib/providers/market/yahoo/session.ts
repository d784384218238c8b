import { ExtendedCookieJar } from "yahoo-finance2/lib/cookieJar";
import { getCrumbClear } from "yahoo-finance2/lib/getCrumb";
import type { StateStore } from "../state";

// Yahoo's quote endpoints need a cookie (set on finance.yahoo.com, after a consent redirect in
// some regions) and a matching "crumb". Getting them costs 3 round trips, so they are kept in
// provider_state: a cold start (serverless) loads them and goes straight to the data call.
// yahoo-finance2 looks for the crumb in its cookie jar under a private URL; we put it there, so
// the library never runs its own consent flow (whose 3.15 version rejects the non-EU consent
// redirect that sends the browser straight back to finance.yahoo.com).

export const SESSION_KEY = "market.yahoo.session";
// Where yahoo-finance2 keeps its crumb: not documented API, so the package is held at ~3.15 and
// session-contract.test.ts checks the library still reads a crumb from here without asking Yahoo.
export const CRUMB_URL = "http://config.yf2/";
const QUOTE_PAGE = "https://finance.yahoo.com/quote/AAPL";
const GET_CRUMB = "https://query1.finance.yahoo.com/v1/test/getcrumb";
const BROWSER = {
  "user-agent": "Mozilla/5.0 (compatible; candlewise)",
  accept: "text/html,application/xhtml+xml,application/xml",
};

interface SavedSession {
  cookies: unknown; // tough-cookie serialisation
  crumb: string;
  savedAt: string;
}

// Array.from: the library checks `instanceof Array`, which fails for arrays from another realm (Jest).
const setCookies = (res: Response) => Array.from(res.headers.getSetCookie?.() ?? []);

async function absorb(jar: ExtendedCookieJar, res: Response, url: string) {
  const cookies = setCookies(res);
  if (cookies.length) await jar.setFromSetCookieHeaders(cookies, url);
}

export async function crumbOf(jar: ExtendedCookieJar): Promise<string | null> {
  const found = (await jar.getCookies(CRUMB_URL)).find((c) => c.key === "crumb");
  return found?.value ?? null;
}

/** The quote page, the consent redirect when there is one, then the crumb. */
async function handshake(jar: ExtendedCookieJar, fetcher: typeof fetch): Promise<string> {
  let url = QUOTE_PAGE;
  for (let hop = 0; hop < 4; hop++) {
    const res = await fetcher(url, {
      redirect: "manual",
      headers: { ...BROWSER, cookie: await jar.getCookieString(url) },
    });
    await absorb(jar, res, url);
    await res.body?.cancel().catch(() => {});
    const next = res.headers.get("location");
    // Non-EU consent sends us back to the quote page with the A1/A3 cookies set: done.
    if (!next || /finance\.yahoo\.com\/quote/.test(next)) break;
    if (!/guce\.yahoo\.com|consent\.yahoo\.com/.test(next)) break;
    url = new URL(next, url).toString();
  }
  if (!(await jar.getCookies(QUOTE_PAGE)).length) throw new Error("Yahoo Finance set no session cookie");
  const res = await fetcher(GET_CRUMB, {
    headers: {
      ...BROWSER,
      accept: "*/*",
      cookie: await jar.getCookieString(GET_CRUMB),
      origin: "https://finance.yahoo.com",
      referer: QUOTE_PAGE,
    },
  });
  const crumb = (await res.text()).trim();
  if (res.status !== 200 || !crumb || crumb.includes("<"))
    throw new Error(`Yahoo Finance refused a crumb (HTTP ${res.status})`);
  await jar.setCookie(`crumb=${crumb}`, CRUMB_URL);
  return crumb;
}

export interface YahooSession {
  jar: ExtendedCookieJar;
  /** Makes sure the jar holds live cookies and a crumb; true when it had to ask Yahoo. */
  ensure(): Promise<boolean>;
  /** Forget cookies and crumb (Yahoo rejected them). */
  reset(): Promise<void>;
}

export function yahooSession(store: StateStore, fetcher: typeof fetch): YahooSession {
  const jar = new ExtendedCookieJar();
  let loaded = false;
  let pending: Promise<boolean> | null = null;

  async function load() {
    if (loaded) return;
    loaded = true;
    const saved = await store.load<SavedSession>(SESSION_KEY).catch(() => null);
    if (!saved?.cookies) return;
    const restored = ExtendedCookieJar.deserializeSync(saved.cookies as string);
    for (const cookie of await restored.getCookies(QUOTE_PAGE, { expire: true }))
      await jar.setCookie(cookie, QUOTE_PAGE);
    for (const cookie of await restored.getCookies(CRUMB_URL)) await jar.setCookie(cookie, CRUMB_URL);
  }

  async function ensure(): Promise<boolean> {
    await load();
    const live = (await jar.getCookies(QUOTE_PAGE, { expire: true })).length > 0;
    if (live && (await crumbOf(jar))) return false;
    const crumb = await handshake(jar, fetcher);
    await store.save(SESSION_KEY, {
      cookies: jar.serializeSync(),
      crumb,
      savedAt: new Date().toISOString(),
    } satisfies SavedSession);
    return true;
  }

  return {
    jar,
    ensure: () => (pending ??= ensure().finally(() => (pending = null))),
    async reset() {
      // Also drops the crumb yahoo-finance2 caches in memory, so the next call reads the new one.
      await getCrumbClear(jar);
      await store.save(SESSION_KEY, { cookies: null, crumb: "", savedAt: new Date().toISOString() });
    },
  };
}
