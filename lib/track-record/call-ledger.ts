import type { CallLedger } from "@/lib/analysis/call-ledger";
import { recordCall } from "./ledger/record";

/** What the analysis service is handed: where each BUY or SELL call it makes is recorded. */
export const callLedger: CallLedger = { record: recordCall };
