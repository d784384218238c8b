// Every shown sentence that compares two numbers ("36.1% ... above the 39.7%", "puts 20.00 USD at
// risk ... under the 50.00 USD allowed") must be true of the numbers it prints. A comparison is a
// comparator word with a number right after it and a number of the same unit before it in the
// same sentence; "If the price closes below 230.19" names one number only and is a condition.

export interface Comparison {
  sentence: string;
  left: number;
  word: string;
  right: number;
  holds: boolean;
}

type Test = (a: number, b: number) => boolean;
const greater: Test = (a, b) => a > b;
const less: Test = (a, b) => a < b;
const atLeast: Test = (a, b) => a >= b;
const atMost: Test = (a, b) => a <= b;

const COMPARATORS: [RegExp, Test][] = [
  [/^not (?:above|more than|higher than|greater than|over)$/, atMost],
  [/^not (?:below|less than|lower than|under|fewer than)$/, atLeast],
  [/^(?:above|more than|higher than|greater than|exceeds?|exceeding|beyond)$/, greater],
  [/^(?:below|under|less than|lower than|fewer than)$/, less],
  [/^at least$/, atLeast],
  [/^(?:at most|no more than)$/, atMost],
];
const COMPARATOR =
  /\b(?:not )?(?:above|below|under|more than|less than|higher than|lower than|greater than|fewer than|exceeds?|exceeding|beyond|at least|at most|no more than)\b/gi;

/** A number with its unit: "36.1%", "1,000.00 USD", "10x", "-0.12 R", or a bare price. */
const QUANTITY = /(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(%|x\b| [A-Z]{3}\b| R\b)?/g;

interface Quantity {
  value: number;
  unit: string;
  at: number;
}

function quantities(text: string): Quantity[] {
  return [...text.matchAll(QUANTITY)]
    .filter((m) => m.index === 0 || !/[\w.]/.test(text[m.index - 1]))
    .map((m) => ({ value: Number(m[1].replace(/,/g, "")), unit: (m[2] ?? "").trim(), at: m.index }));
}

/** Parentheses hold asides ("(this symbol's backtest won 40%, calibrated)"), not the subject. */
const withoutAsides = (s: string) => s.replace(/\([^()]*\)/g, (m) => " ".repeat(m.length));

/** Sentences: a full stop followed by a space or the end (not the one inside "36.1"). */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function comparisonsIn(text: string): Comparison[] {
  const out: Comparison[] = [];
  for (const sentence of sentencesOf(text)) {
    const plain = withoutAsides(sentence);
    for (const m of plain.matchAll(COMPARATOR)) {
      const word = m[0].toLowerCase();
      const before = quantities(plain.slice(0, m.index));
      // The right side: the numbers up to the end of the comparator's clause.
      const tail = sentence.slice(m.index + m[0].length);
      const clause = tail.split(/[,;:](?=\s)|\.(?=\s|$)/)[0];
      const after = quantities(clause);
      const right = after.find((q) => before.some((b) => b.unit === q.unit));
      if (!right) continue;
      const left = before.filter((b) => b.unit === right.unit).at(-1)!;
      const test = COMPARATORS.find(([re]) => re.test(word))![1];
      out.push({ sentence, left: left.value, word, right: right.value, holds: test(left.value, right.value) });
    }
  }
  return out;
}

/** The comparisons a text gets wrong, in words. */
export function wrongComparisons(text: string): string[] {
  return comparisonsIn(text)
    .filter((c) => !c.holds)
    .map((c) => `"${c.sentence}" says ${c.left} is ${c.word} ${c.right}`);
}
