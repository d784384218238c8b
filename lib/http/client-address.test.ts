import { clientAddress, requestHost, requestOrigin } from "./client-address";

const h = (headers: Record<string, string>) => new Headers(headers);

describe("client address for rate limits", () => {
  it("without trusted proxies: the connection's own address (appended last), never a client-written one", () => {
    expect(clientAddress(h({ "x-forwarded-for": "1.2.3.4, 203.0.113.9" }), {})).toBe("203.0.113.9");
    expect(clientAddress(h({ "x-forwarded-for": "9.9.9.9, 203.0.113.9" }), {})).toBe("203.0.113.9");
    expect(clientAddress(h({ "x-forwarded-for": "::ffff:203.0.113.9" }), {})).toBe("203.0.113.9");
    expect(clientAddress(h({}), {})).toBe("local");
  });

  it("behind trusted proxies: the first address from the right that is not one of them", () => {
    const env = { TRUSTED_PROXIES: "10.0.0.0/8, 192.168.1.5" };
    expect(clientAddress(h({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 192.168.1.5, 10.1.2.3" }), env)).toBe(
      "198.51.100.7",
    );
    // A spray with a new header each try still lands on the same key.
    expect(clientAddress(h({ "x-forwarded-for": "7.7.7.7, 198.51.100.7, 10.1.2.3" }), env)).toBe("198.51.100.7");
    expect(clientAddress(h({ "x-forwarded-for": "garbage, 10.1.2.3" }), env)).toBe("invalid");
  });

  it("counts an IPv6 client by its /64", () => {
    expect(clientAddress(h({ "x-forwarded-for": "2001:db8:1:2:aaaa::1" }), {})).toBe("2001:db8:1:2::/64");
    expect(clientAddress(h({ "x-forwarded-for": "2001:db8:1:2:bbbb::7" }), {})).toBe("2001:db8:1:2::/64");
  });

  it("on Vercel: Vercel's own header", () => {
    expect(
      clientAddress(h({ "x-vercel-forwarded-for": "198.51.100.1", "x-forwarded-for": "1.1.1.1" }), { VERCEL: "1" }),
    ).toBe("198.51.100.1");
  });

  it("refuses a TRUSTED_PROXIES entry that is not an address", () => {
    expect(() => clientAddress(h({ "x-forwarded-for": "1.2.3.4" }), { TRUSTED_PROXIES: "proxy.local" })).toThrow(
      /TRUSTED_PROXIES/,
    );
  });

  it("X-Forwarded-Host only counts when the connection came from a trusted proxy", () => {
    const written = { host: "candlewise.example", "x-forwarded-host": "evil.example" };
    expect(requestHost(h(written), {})).toBe("candlewise.example");
    // The proxy (10.0.0.1) opened the connection: its header is believed.
    expect(
      requestHost(h({ ...written, "x-forwarded-for": "203.0.113.9, 10.0.0.1" }), { TRUSTED_PROXIES: "10.0.0.1" }),
    ).toBe("evil.example");
    // A client connecting directly, with proxies configured: its header is not.
    expect(requestHost(h({ ...written, "x-forwarded-for": "203.0.113.9" }), { TRUSTED_PROXIES: "10.0.0.1" })).toBe(
      "candlewise.example",
    );
    expect(requestHost(h(written), { TRUSTED_PROXIES: "10.0.0.1" })).toBe("candlewise.example");
  });

  it("the request's origin has the scheme, host and port it was made to", () => {
    const req = (headers: Record<string, string>) => new Request("http://localhost:3000/api/x", { headers });
    expect(requestOrigin(req({ host: "app.example:8080" }), {})).toBe("http://app.example:8080");
    // X-Forwarded-Proto from the client itself changes nothing.
    expect(requestOrigin(req({ host: "app.example", "x-forwarded-proto": "https" }), {})).toBe("http://app.example");
    const viaProxy = {
      host: "10.0.0.5:3000",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "app.example",
      "x-forwarded-for": "198.51.100.7, 10.0.0.1",
    };
    expect(requestOrigin(req(viaProxy), { TRUSTED_PROXIES: "10.0.0.0/8" })).toBe("https://app.example");
  });
});
