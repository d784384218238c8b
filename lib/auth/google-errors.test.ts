import { authFailedMessage, googleErrorMessage, googleErrorMessageIt } from "./google-errors";

describe("Google sign-in error messages", () => {
  it("English", () => {
    expect(googleErrorMessage("popup-blocked", "x")).toBe("Pop-up was blocked. Please allow pop-ups and try again.");
    expect(googleErrorMessage("popup-closed-by-user", "x")).toBe("Sign-in was cancelled. Please try again.");
    expect(googleErrorMessage("unauthorized-domain", "candle.example")).toContain("candle.example");
    expect(googleErrorMessage("weird", "x", "boom")).toBe("Authentication error: weird - boom");
  });
  it("Italian", () => {
    expect(googleErrorMessageIt("popup-blocked", "candle.example")).toBe(
      "Popup bloccato dal browser. Abilita i popup per candle.example e riprova.",
    );
    expect(googleErrorMessageIt("popup-closed-by-user", "x")).toBe("Login annullato. Riprova quando sei pronto.");
    expect(googleErrorMessageIt("cancelled-popup-request", "x")).toBe("Richiesta popup annullata. Riprova.");
    expect(googleErrorMessageIt("other", "x")).toBe("Errore durante il login Google. Riprova tra qualche secondo.");
  });
});

describe("authFailedMessage (/login?error=auth_failed)", () => {
  it("explains each Auth.js failure in the spec's words", () => {
    expect(authFailedMessage(undefined, "x")).toBe("Failed to authenticate with server");
    expect(authFailedMessage("Configuration", "x")).toBe(
      "Google sign-in is not configured for this project. Please contact support.",
    );
    expect(authFailedMessage("OAuthCallbackError", "x")).toBe("Sign-in was cancelled. Please try again.");
    expect(authFailedMessage("AccessDenied", "x")).toMatch(
      /^Authentication error: AccessDenied - this account cannot sign in/,
    );
    expect(authFailedMessage("OAuthAccountNotLinked", "x")).toMatch(/^Authentication error: OAuthAccountNotLinked - /);
  });
});
