import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Dates and money reach people through lib/format only, so one screen cannot write
// 11/26/2026 while the next writes 26/11/2026. Screens (app/, components/) never call the
// locale formatters themselves. components/simulator is being moved over separately.
const HAND_FORMAT = /\.toLocale(Date|Time)?String\(|new Intl\.(NumberFormat|DateTimeFormat)/;
const SKIP = [path.join("components", "simulator")];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP.some((s) => full.endsWith(s)) ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("one way to write dates and money", () => {
  it("no screen formats a date, time, number or amount by hand", () => {
    const root = process.cwd();
    const offenders = ["app", "components"]
      .flatMap((d) => sources(path.join(root, d)))
      .filter((f) => HAND_FORMAT.test(readFileSync(f, "utf8")))
      .map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});

// A success probability and a backtest's rate reach people through lib/format/probability
// only ("Success probability 36.1%", "won 7 of 33 trades (21.2%)"), so the results screen, the
// track record, the saved list, the idea cards and the landing cannot write one figure three ways.
const HAND_PROBABILITY =
  /(successProbability|idea\.confidence|backtest(?:ing)?\.winRate|b\.winRate|idea\.winRate)\)?\}%|Math\.round\([\w.]*successProbability/;

describe("one way to write a probability", () => {
  it("no screen writes a success probability or a backtest rate by hand", () => {
    const root = process.cwd();
    const offenders = ["app", "components"]
      .flatMap((d) => sources(path.join(root, d)))
      .filter((f) => HAND_PROBABILITY.test(readFileSync(f, "utf8")))
      .map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});
