import { sanitizeError } from "./sanitize";

describe("sanitizeError", () => {
  it("masks keys, bearer tokens and query strings in provider errors", () => {
    const text = sanitizeError(
      new Error(
        "401 from https://api.together.xyz/v1/chat?api_key=abc123 with Bearer tgp_v1_ABCDEFGHIJKLMNOP token=xyz987",
      ),
    );
    expect(text).not.toContain("abc123");
    expect(text).not.toContain("tgp_v1_ABCDEFGHIJKLMNOP");
    expect(text).not.toContain("xyz987");
    expect(text).toContain("https://api.together.xyz/v1/chat?[redacted]");
  });

  it("masks credentials in URLs and long opaque tokens, and keeps plain messages", () => {
    expect(sanitizeError("connect to postgres://admin:hunter2@db:5432 failed")).not.toContain("hunter2");
    expect(sanitizeError("sk_live_51Habcdefgh rejected")).toBe("sk_live_[redacted] rejected");
    expect(sanitizeError(new Error("Request timed out after 15000 ms"))).toBe("Request timed out after 15000 ms");
    expect(sanitizeError(undefined)).toBe("Unknown error");
  });
});
