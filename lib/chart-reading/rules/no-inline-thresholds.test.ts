import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// The reader's decisions keep their numbers in the rules modules (lib/chart-reading/rules/*), named;
// the code that reads a chart refers to them. A number written inline in these files (other than
// 0, 1 and -1) is a threshold without a name; an index into a regular expression's match or a tuple
// (m[2]) is none.
const DECISION_FILES = ["read-chart.ts", "last-price.ts", "header.ts"];

export function inlineNumbers(source: string, file = "file.ts"): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const index = !!node.parent && ts.isElementAccessExpression(node.parent) && node.parent.argumentExpression === node;
    if (ts.isNumericLiteral(node) && !["0", "1"].includes(node.text) && !index) {
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("no inline thresholds in the reader's decisions", () => {
  it("finds numbers in code, not in regular expressions, strings or comments", () => {
    const code = 'const re = /\\d{2,12}/; const s = "30"; // 0.5\nconst x = y * 0.45 - 1 + m[2];';
    expect(inlineNumbers(code)).toEqual(["file.ts:2: 0.45"]);
  });

  it.each(DECISION_FILES)("%s writes no number other than 0, 1 and -1", (file) => {
    const source = readFileSync(path.join(__dirname, "..", file), "utf8");
    expect(inlineNumbers(source, file)).toEqual([]);
  });
});
