import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes cells with commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });

  it.each(['=HYPERLINK("http://x")', "+1+2", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "prefixes %j with an apostrophe so no spreadsheet runs it",
    (cell) => expect(csvCell(cell).replace(/^"/, "").startsWith("'")).toBe(true),
  );

  it("keeps numbers as numbers, negative ones included", () => {
    expect(csvCell(-1.25)).toBe("-1.25");
    expect(csvCell(230.5)).toBe("230.5");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("writes a header and CRLF-separated rows", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
