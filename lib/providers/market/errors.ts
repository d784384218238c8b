import { AppError } from "@/lib/errors";

/** The machine-readable reason a program finds in the JSON answer; people read the sentence. */
export const TICKER_NOT_FOUND = "TICKER_NOT_FOUND";

/** An unknown symbol, told as a sentence that says what to do (the code stays in `reason`). */
export const tickerNotFound = (symbol: string) =>
  new AppError(
    "bad_request",
    `We could not find ${symbol.trim().toUpperCase()} in this server's market data. Check the symbol, or write it the market's way (AAPL, BTC-USD, EURUSD=X).`,
    { reason: TICKER_NOT_FOUND },
  );
