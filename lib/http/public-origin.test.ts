import { publicOrigin } from "./public-origin";

describe("publicOrigin (Auth.js callback URLs)", () => {
  const local = "http://localhost:3000";
  it("prefers APP_URL", () => {
    expect(publicOrigin(new Headers({ host: "evil.example" }), local, "https://candlewise.example/app")).toBe(
      "https://candlewise.example",
    );
  });
  it("else the forwarded host and protocol from a trusted proxy, else Host", () => {
    const forwarded = { host: "10.0.0.2:3000", "x-forwarded-host": "candle.example", "x-forwarded-proto": "https" };
    const viaProxy = new Headers({ ...forwarded, "x-forwarded-for": "198.51.100.4, 10.0.0.9" });
    expect(publicOrigin(viaProxy, local, "", { TRUSTED_PROXIES: "10.0.0.0/8" })).toBe("https://candle.example");
    // The same headers typed by a client (no trusted proxy, or not from one) are ignored.
    expect(publicOrigin(new Headers(forwarded), local, "", {})).toBe("http://10.0.0.2:3000");
    const direct = new Headers({ ...forwarded, "x-forwarded-for": "198.51.100.4" });
    expect(publicOrigin(direct, local, "", { TRUSTED_PROXIES: "10.0.0.0/8" })).toBe("http://10.0.0.2:3000");
    expect(publicOrigin(new Headers({ host: "127.0.0.1:3924" }), local, "")).toBe("http://127.0.0.1:3924");
  });
  it("falls back to the request's own origin", () => {
    expect(publicOrigin(new Headers(), local, "")).toBe(local);
    expect(publicOrigin(new Headers({ host: "bad host/" }), local, "")).toBe(local);
  });
});
