import { publicOrigin } from "./public-origin";

describe("publicOrigin (Auth.js callback URLs)", () => {
  const local = "http://localhost:3000";
  it("prefers APP_URL", () => {
    expect(publicOrigin(new Headers({ host: "evil.example" }), local, "https://candlewise.example/app")).toBe(
      "https://candlewise.example",
    );
  });
  it("else the forwarded host and protocol, else Host", () => {
    expect(
      publicOrigin(
        new Headers({ host: "10.0.0.2:3000", "x-forwarded-host": "candle.example", "x-forwarded-proto": "https" }),
        local,
        "",
      ),
    ).toBe("https://candle.example");
    expect(publicOrigin(new Headers({ host: "127.0.0.1:3924" }), local, "")).toBe("http://127.0.0.1:3924");
  });
  it("falls back to the request's own origin", () => {
    expect(publicOrigin(new Headers(), local, "")).toBe(local);
    expect(publicOrigin(new Headers({ host: "bad host/" }), local, "")).toBe(local);
  });
});
