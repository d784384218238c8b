// A WAIT's "what would change the answer" sentences must describe a trade that can happen: the
// trigger lies between the stop and the first target, so the move that confirms the call has
// neither stopped it out nor already taken its profit, and entering there the last target still
// pays at least what the stop risks.

const NUMBER = String.raw`(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)`;
const CONDITION = new RegExp(
  String.raw`If the price closes (above|below) [^,]*?at ${NUMBER}, then a (buy|sell) near ${NUMBER} with a stop at ${NUMBER}(?: \([^)]*\))? and targets ${NUMBER}(?: / ${NUMBER})?`,
  "g",
);
const num = (s: string) => Number(s.replace(/,/g, ""));

/** The contradictions in a text's "If the price closes ..., then a buy/sell ..." sentences. */
export function conditionProblems(text: string): string[] {
  const bad: string[] = [];
  for (const m of text.matchAll(CONDITION)) {
    const [sentence, way, trigger, side, entry, stop, target, last] = m;
    const long = side === "buy";
    const t = num(trigger);
    const s = long ? 1 : -1;
    if ((way === "above") !== long) bad.push(`"${sentence}": a ${side} confirmed by a close ${way}`);
    if (!(s * (t - num(stop)) > 0)) bad.push(`"${sentence}": the trigger ${trigger} is beyond the stop ${stop}`);
    if (!(s * (num(target) - t) > 0))
      bad.push(`"${sentence}": the trigger ${trigger} is at or past the target ${target}`);
    const reward = s * (num(last ?? target) - t);
    if (reward < s * (t - num(stop)))
      bad.push(`"${sentence}": from the trigger ${trigger} the target pays less than the stop risks`);
    if (!(s * (num(entry) - num(stop)) > 0)) bad.push(`"${sentence}": the entry ${entry} is beyond the stop ${stop}`);
  }
  return bad;
}
