// Messages for Google sign-in failures, by provider error code (Auth.js error names map onto
// the same codes). English: auth page; Italian: the sign-in helper variant the spec also lists.
export function googleErrorMessage(code: string, host: string, detail = ""): string {
  switch (code) {
    case "configuration-not-found":
      return "Google sign-in is not configured for this project. Please contact support.";
    case "unauthorized-domain":
      return `Domain not authorized: ${host}`;
    case "popup-blocked":
      return "Pop-up was blocked. Please allow pop-ups and try again.";
    case "popup-closed-by-user":
      return "Sign-in was cancelled. Please try again.";
    default:
      return `Authentication error: ${code}${detail ? ` - ${detail}` : ""}`;
  }
}

export function googleErrorMessageIt(code: string, host: string): string {
  switch (code) {
    case "unauthorized-domain":
      return `Il dominio ${host} non è autorizzato nella console del provider di identità. Contatta il supporto.`;
    case "popup-blocked":
      return `Popup bloccato dal browser. Abilita i popup per ${host} e riprova.`;
    case "popup-closed-by-user":
      return "Login annullato. Riprova quando sei pronto.";
    case "cancelled-popup-request":
      return "Richiesta popup annullata. Riprova.";
    default:
      return "Errore durante il login Google. Riprova tra qualche secondo.";
  }
}

/**
 * The message on /login?error=auth_failed. `reason` is the Auth.js error type our route keeps;
 * each maps onto the provider codes above.
 */
export function authFailedMessage(reason: string | undefined, host: string): string {
  switch (reason) {
    case undefined:
    case "":
      // The spec's words when the server refuses a Google sign-in without saying why.
      return "Failed to authenticate with server";
    case "Configuration":
    case "MissingSecret":
    case "InvalidProvider":
      return googleErrorMessage("configuration-not-found", host);
    case "OAuthCallbackError":
      // Google answers the callback with an error mostly when the user backs out of the chooser.
      return googleErrorMessage("popup-closed-by-user", host);
    case "AccessDenied":
      return googleErrorMessage(
        "AccessDenied",
        host,
        "this account cannot sign in. It may be deactivated, or its Google email is not verified.",
      );
    default:
      return googleErrorMessage(reason, host, "please try again or use email and password.");
  }
}
