import { REDACTED, redactResetLinks } from "./redact";

describe("redactResetLinks", () => {
  it("replaces the token of every reset link and keeps the rest of the message", () => {
    const text =
      "Choose a new password here: https://candlewise.test/reset-password?token=abcDEF123_-x\n\n" +
      "Or: http://localhost:3000/reset-password?lang=en&token=zzz9#top then log in.";
    expect(redactResetLinks(text)).toEqual({
      text:
        `Choose a new password here: https://candlewise.test/reset-password?token=${REDACTED}\n\n` +
        `Or: http://localhost:3000/reset-password?lang=en&token=${REDACTED}#top then log in.`,
      hidden: true,
    });
  });

  it("leaves other links alone, unsubscribe tokens included", () => {
    const text = "Unsubscribe: https://candlewise.test/unsubscribe?token=keep-me";
    expect(redactResetLinks(text)).toEqual({ text, hidden: false });
  });
});
