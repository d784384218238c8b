import { mappingNote } from "./read-ticker";
import { typedWarning } from "./typed";
import type { Instrument } from "@/lib/providers/market/types";

const gold: Instrument = { symbol: "GC=F", name: "Gold", type: "commodity", currency: "USD", exchange: "COMEX" };
const eur: Instrument = { symbol: "EURUSD=X", name: "EUR/USD", type: "forex", currency: "USD", exchange: "CCY" };

// The notes beside "What we read" name the instrument the analysis uses, never its feed code.
test("the mapping note names the instrument, not its feed code", () => {
  expect(mappingNote("XAUUSD", gold)).toBe(
    "We read XAUUSD on your chart; the analysis uses Gold, the closest instrument in this server's market data.",
  );
});

test("the typed-ticker warning names the instrument, not its feed code", () => {
  expect(typedWarning("GBPUSD", null, "eurusd", eur)).toBe(
    "Your chart shows GBPUSD, but you typed EURUSD: the analysis uses EUR/USD.",
  );
});
