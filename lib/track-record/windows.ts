// The windows moved down to lib/outcome-rules, where the analysis engine may import them too;
// the offline evaluation (eval/history) still names this path.
export { CLOSED_SLACK_MS, OUTCOME_WINDOWS, windowFor } from "@/lib/outcome-rules/windows";
