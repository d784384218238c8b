import { readFileSync } from "node:fs";
import path from "node:path";
import { ExtendedCookieJar } from "yahoo-finance2/lib/cookieJar";
import getCrumb, { getCrumbClear } from "yahoo-finance2/lib/getCrumb";
import { CRUMB_URL } from "./session";

// session.ts relies on two things yahoo-finance2 does not document: its ExtendedCookieJar (a
// declared subpath export) and the jar URL where getCrumb looks for a crumb before asking Yahoo.
// This pins that contract: an upgrade that moves the crumb fails here, not in production.
type Args = Parameters<typeof getCrumb>;
const silent = { debug() {}, info() {}, warn() {}, error() {}, dir() {} } as unknown as Args[3];
const notices = { show() {} } as unknown as Args[4];

describe("yahoo-finance2 crumb contract", () => {
  afterEach(() => getCrumbClear(new ExtendedCookieJar()));

  it("is held to the 3.15 line in package.json", () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
    expect(pkg.dependencies["yahoo-finance2"]).toBe("~3.15");
  });

  it("reads the crumb session.ts stores under CRUMB_URL, with live cookies, without a network call", async () => {
    await getCrumbClear(new ExtendedCookieJar());
    const jar = new ExtendedCookieJar();
    await jar.setCookie("A3=session; Domain=.yahoo.com; Path=/", "https://finance.yahoo.com/");
    await jar.setCookie("crumb=oXbUtz7LglG", CRUMB_URL);
    const fetch = jest.fn(async () => {
      throw new Error("the library asked Yahoo instead of using the stored crumb");
    });
    await expect(getCrumb(jar, fetch as unknown as Args[1], { headers: {} } as Args[2], silent, notices)).resolves.toBe(
      "oXbUtz7LglG",
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
