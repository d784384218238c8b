import {
  backtestClause,
  backtestRecord,
  formatProbability,
  probabilityText,
  windowText,
  winsOf,
  wonOf,
} from "./probability";

test("a success probability has one decimal at most and one label", () => {
  expect(formatProbability(36.14)).toBe("36.1%");
  expect(formatProbability(36)).toBe("36%");
  expect(formatProbability(null)).toBe("0%");
  expect(probabilityText(40.36)).toBe("Success probability 40.4%");
});

test("a backtest reads as whole counts with the rate they make", () => {
  expect(wonOf(7, 33)).toBe("won 7 of 33 trades (21.2%)");
  expect(wonOf(1, 1)).toBe("won 1 of 1 trade (100%)");
  expect(wonOf(0, 0)).toBe("won 0 of 0 trades (0%)");
  // A stored 21.2% of 33 is 7 wins: the shown rate is the counts' own.
  expect(winsOf(21.2, 33)).toBe(7);
  expect(backtestRecord(21.2, 33)).toBe("won 7 of 33 trades (21.2%)");
  expect(backtestRecord(45, 40)).toBe("won 18 of 40 trades (45%)");
});

test("a rate counted on one side's trades says so, and reads in a sentence without an aside", () => {
  expect(backtestRecord(13.3, 15, "SELL")).toBe("won 2 of 15 SELL trades (13.3%)");
  expect(backtestClause(25, 4, "BUY")).toBe("won 1 of 4 BUY trades, a 25% win rate");
  expect(backtestClause(21.2, 33)).toBe("won 7 of 33 trades, a 21.2% win rate");
});

test("every rate shown beside its count is a whole number of wins", () => {
  for (let trades = 1; trades <= 200; trades++)
    for (let wins = 0; wins <= trades; wins++) {
      const rate = Math.round((wins / trades) * 1000) / 10; // as the backtest stores it
      expect(backtestRecord(rate, trades)).toBe(wonOf(wins, trades));
    }
});

test("the window is said in days", () => {
  expect(windowText(1)).toBe("Success: TP1 before the stop within 1 day.");
  expect(windowText(21)).toBe("Success: TP1 before the stop within 21 days.");
});
