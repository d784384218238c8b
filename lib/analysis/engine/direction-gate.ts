// The direction checks the calibration table ships (chosen by cross-validation over whole recorded
// series and their mirror images, so a long drift cannot pass for a confirmed direction), applied
// to one call: the first it fails is the reason it waits, with how such calls did.
import type { CalibrationTable } from "../calibration/apply";
import { directionCheck } from "./direction-checks";
import type { MarketFeatures } from "./market-features";

export function directionCheckReason(
  direction: "BUY" | "SELL",
  features: MarketFeatures,
  table: CalibrationTable | null,
): string | null {
  for (const cell of table?.directionChecks ?? []) {
    const check = directionCheck(cell.name);
    if (!check || check.keep(direction, features)) continue;
    const { failed, passed } = cell;
    return `${check.failure(direction, features)}: on real history, ${failed.n.toLocaleString("en-US")} distinct calls that failed this check averaged ${failed.expectancyR.toFixed(2)} R per call, against ${passed.expectancyR.toFixed(2)} R for the ${passed.n.toLocaleString("en-US")} that passed (whole recorded series and their mirror images)`;
  }
  return null;
}
