// The AI test's grounding check: every price-like number the narrative states must be one of the
// computed facts (any number anywhere in them: levels, indicators, amounts, sizes), within rounding.
// Stricter than nothing, fairer than a list of levels: a money amount the engine computed is
// grounded; a price the model made up is not. Indicator names (SMA200, 15m) are not numbers.
const NUMBER =
  /(?<![A-Za-z\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d%xA-Za-z])|(?<![A-Za-z\d.,])\d+(?:\.\d+)?(?![\d%xA-Za-z,])/g;

function collect(value: unknown, out: number[], depth = 0): void {
  if (depth > 6) return;
  if (typeof value === "number" && Number.isFinite(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collect(v, out, depth + 1));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => collect(v, out, depth + 1));
}

export interface Grounding {
  checked: number; // price-like numbers found in the text
  ungrounded: string[]; // sentences stating a number no fact supports
}

export function groundingCheck(text: string, facts: object, price: number): Grounding {
  const known: number[] = [];
  collect(facts, known);
  let checked = 0;
  const ungrounded: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    for (const m of sentence.matchAll(NUMBER)) {
      const n = Number(m[0].replace(/,/g, ""));
      if (!(n > price * 0.5 && n < price * 2)) continue; // only price-like numbers can be invented prices
      checked++;
      if (!known.some((k) => Math.abs(n - k) <= Math.max(Math.abs(k) * 0.005, 0.01))) {
        ungrounded.push(sentence.trim());
        break;
      }
    }
  }
  return { checked, ungrounded };
}
