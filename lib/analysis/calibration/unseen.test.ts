import { unseenCells, unseenLine, type UnseenRecord } from "./unseen";

const record: UnseenRecord = {
  series: 27,
  table: "2026-11-27T00:00:00.000Z",
  cells: unseenCells([
    ...Array.from({ length: 12 }, (_, i) => ({
      assetClass: "stock",
      style: "swing",
      direction: "SELL" as const,
      r: i < 3 ? 2 : -1,
      longR: i < 3 ? -1 : 0.5,
    })),
    { assetClass: "etf", style: "swing", direction: "BUY" as const, r: 1, longR: 1 },
  ]),
};

describe("how this kind of call did on markets never fitted on", () => {
  it("gives the mean result per call beside always-long's, with the number of calls", () => {
    expect(unseenLine("stock", "swing", "SELL", record)).toBe(
      "On 27 markets it was never fitted on, SELL swing calls on stocks averaged -0.25 R per call over 12 calls, against +0.13 R for the same levels taken long every time.",
    );
  });

  it("says only how few there were when the calls are too few, or none", () => {
    expect(unseenLine("etf", "swing", "BUY", record)).toBe(
      "On 27 markets it was never fitted on, too few BUY swing calls on ETFs were shown to say how they did (1 call).",
    );
    expect(unseenLine("crypto", "medium", "SELL", record)).toMatch(/too few .* \(0 calls\)/);
  });
});
