import type { OcrWord } from "@/lib/chart-reading/types";
import { findDomain, findOutlet, findTime, joinLines, parseNewsLines } from "./parse";

// A PP-OCR line: text, left edge, top, height (the font size), width from the length.
const line = (text: string, x: number, y: number, h: number, conf = 98): OcrWord => ({
  text,
  conf,
  x0: x,
  y0: y,
  x1: x + text.length * h * 0.55,
  y1: y + h,
});

describe("reading a news screenshot's lines", () => {
  it("takes the largest text near the top as the headline, joined when it wraps, with source, time and body", () => {
    const read = parseNewsLines(
      [
        line("Reuters", 48, 44, 34),
        line("EUR/USD falls as ECB signals deeper", 48, 118, 56),
        line("rate cuts into next year", 48, 186, 56),
        line("2 hours ago", 48, 284, 30),
        line("The euro slipped against the dollar on Tuesday after", 48, 350, 36),
        line("policymakers said more easing was likely.", 48, 397, 36),
      ],
      600,
    );
    expect(read).toEqual({
      headline: "EUR/USD falls as ECB signals deeper rate cuts into next year",
      source: "Reuters",
      time: "2 hours ago",
      body: "The euro slipped against the dollar on Tuesday after policymakers said more easing was likely.",
    });
  });

  it("does not take a big outlet logo or a menu bar for the headline", () => {
    const read = parseNewsLines(
      [
        line("BLOOMBERG", 20, 10, 80),
        line("Markets Economics Technology Politics", 20, 110, 24),
        line("Apple Shares Slide After iPhone Sales Miss", 20, 200, 60),
        line("By Jane Doe", 20, 280, 22),
        line("Nov 25, 2026 at 14:32", 20, 310, 22),
        line("Apple's revenue from the iPhone fell short of estimates.", 20, 360, 30),
      ],
      900,
    );
    expect(read.headline).toBe("Apple Shares Slide After iPhone Sales Miss");
    expect(read.source).toBe("Bloomberg");
    expect(read.time).toBe("Nov 25, 2026 at 14:32");
    expect(read.body).toBe("Apple's revenue from the iPhone fell short of estimates.");
  });

  it("joins a hyphenated wrap and stops at a smaller line", () => {
    const read = parseNewsLines(
      [
        line("Gold climbs to a record as in-", 0, 100, 50),
        line("vestors seek safety", 0, 160, 50),
        line("Short caption under it", 0, 220, 24),
      ],
      800,
    );
    expect(read.headline).toBe("Gold climbs to a record as investors seek safety");
  });

  it("ignores lines the recognizer is unsure of, and says nothing when no prose is left", () => {
    expect(parseNewsLines([line("@#% ~~ ..", 0, 0, 60), line("Big blurry words", 0, 80, 60, 20)], 400)).toEqual({
      headline: null,
      source: null,
      time: null,
      body: null,
    });
    expect(parseNewsLines([], 400).headline).toBeNull();
    // A second chart sent as the news image: its title is no headline.
    expect(
      parseNewsLines([line("EURUSD · 1H · FX", 0, 10, 40), line("1.0850", 900, 100, 20)], 720).headline,
    ).toBeNull();
  });

  it("finds outlets, domains and times as pages print them", () => {
    expect(findOutlet("Markets | REUTERS")).toBe("Reuters");
    expect(findOutlet("Read on Yahoo Finance")).toBe("Yahoo Finance");
    expect(findOutlet("Bloombergs")).toBeNull();
    expect(findDomain("https://www.cnbc.com/2026/11/25/markets.html")).toBe("cnbc.com");
    expect(findDomain("reuters.com")).toBe("reuters.com");
    expect(findDomain("shares rose 2.5 percent")).toBeNull();
    expect(findTime("Updated 35 min ago")).toBe("35 min ago");
    expect(findTime("Published 25 November 2026")).toBe("25 November 2026");
    expect(findTime("14:32 GMT")).toBe("14:32 GMT");
    expect(findTime("yesterday at 9:05 pm")).toBe("yesterday at 9:05 pm");
    expect(findTime("EUR/USD at 1.0832")).toBeNull();
    expect(joinLines(["Fed holds", " rates steady "])).toBe("Fed holds rates steady");
  });
});

describe("news pages as they are captured", () => {
  it("a browser: skips the address bar and a side column, and joins the headline across them", () => {
    const read = parseNewsLines(
      [
        line("https://www.reuters.com/markets/currencies/euro-falls-2026-11-26/", 100, 41, 21),
        line("REUTERS", 167, 97, 32),
        line("World Business Markets Sustainability Legal More", 500, 107, 21),
        line("Euro slides to two-month low as ECB", 167, 187, 34),
        line("Most read", 1083, 199, 25),
        line("signals more rate cuts", 167, 236, 41),
        line("1. Oil prices jump as OPEC+ weighs output cut", 1083, 242, 26),
        line("By Jane Smith", 167, 301, 25),
        line("November 26, 2026 10:42 AM GMT Updated 2 hours ago", 167, 327, 26),
        line("LONDON, Nov 26 (Reuters) - The euro fell on Wednesday", 167, 641, 26),
        line("Bankpolicymakerssaidfurthereasingwaslikely.", 167, 672, 23),
      ],
      900,
    );
    expect(read).toEqual({
      headline: "Euro slides to two-month low as ECB signals more rate cuts",
      source: "Reuters",
      time: "2 hours ago",
      body: "LONDON, Nov 26 (Reuters) - The euro fell on Wednesday Bankpolicymakerssaidfurthereasingwaslikely.",
    });
  });

  it("a phone: the byline's outlet and time beat the app's name and the status-bar clock; split boxes of a line are joined", () => {
    const read = parseNewsLines(
      [
        line("9:41", 57, 49, 42),
        line("Yahoo Finance", 58, 164, 46),
        line("BTC-USD 91,245.10 -3.2%", 62, 304, 32),
        line("Bitcoin tumbles below $92,000", 63, 430, 58),
        line("as ETF outflows", 54, 507, 68),
        line("mount", 614, 516, 52),
        line("CoinDesk · 35 min ago", 60, 613, 39),
        line("Bitcoin fell for a third day.", 60, 729, 44),
      ],
      2200,
    );
    expect(read).toMatchObject({
      headline: "Bitcoin tumbles below $92,000 as ETF outflows mount",
      source: "CoinDesk",
      time: "35 min ago",
    });
  });

  it("a post: the account name and handle are not the headline, the counters are not the body", () => {
    const read = parseNewsLines(
      [
        line("*Walter Bloomberg", 36, 35, 35),
        line("@DeItaone · 14:32", 40, 76, 25),
        line("FED'S POWELL: NOT IN A HURRY TO CUT RATES", 40, 146, 28),
        line("12.4K Reposts 38K Likes", 41, 301, 25),
      ],
      600,
    );
    expect(read).toEqual({
      headline: "FED'S POWELL: NOT IN A HURRY TO CUT RATES",
      source: "Bloomberg",
      time: "14:32",
      body: null,
    });
  });
});

describe("where an article's headline ends, and what its time is", () => {
  it("stops the headline at a byline of the headline's size, and takes the time from it, not the rate in the body", () => {
    const read = parseNewsLines(
      [
        line("Reuters", 48, 40, 30),
        line("Fed holds rates at 4.25% as inflation", 48, 110, 48),
        line("cools more slowly than expected", 48, 168, 48),
        line("By Jane Doe and John Smith, Reuters · 2:14 PM GMT", 48, 232, 40),
        line("The Federal Reserve held its benchmark rate at 4.25% on", 48, 300, 38),
        line("Wednesday, and said it would wait for more data.", 48, 346, 38),
      ],
      900,
    );
    expect(read).toEqual({
      headline: "Fed holds rates at 4.25% as inflation cools more slowly than expected",
      source: "Reuters",
      time: "2:14 PM GMT",
      body: "The Federal Reserve held its benchmark rate at 4.25% on Wednesday, and said it would wait for more data.",
    });
  });

  it("stops the headline where the body's smaller type begins", () => {
    const read = parseNewsLines(
      [
        line("Gold hits record as dollar", 40, 200, 44),
        line("weakens after jobs data", 40, 252, 44),
        line("Gold prices rose to an all-time high on Friday after", 40, 318, 32),
        line("weaker US jobs data pushed the dollar lower.", 40, 358, 32),
      ],
      1600,
    );
    expect(read.headline).toBe("Gold hits record as dollar weakens after jobs data");
    expect(read.body).toBe(
      "Gold prices rose to an all-time high on Friday after weaker US jobs data pushed the dollar lower.",
    );
  });

  it("takes the time from the dateline, not from a sentence under the headline that names an event's time", () => {
    const read = parseNewsLines(
      [
        line("Oil slides as OPEC+ weighs", 40, 100, 44),
        line("a larger output increase", 40, 152, 44),
        line("Ministers will meet at 3:00 PM to decide on the output plan for next year.", 40, 214, 30),
        line("Jane Doe · Nov 26, 2026", 40, 300, 24),
      ],
      900,
    );
    expect(read.headline).toBe("Oil slides as OPEC+ weighs a larger output increase");
    expect(read.time).toBe("Nov 26, 2026");
  });

  it("reads a time only where one is written as a time: never a decimal or a percentage", () => {
    expect(findTime("held its benchmark rate at 4.25% on Wednesday")).toBeNull();
    expect(findTime("4.25")).toBeNull();
    expect(findTime("shares rose 3.15 after the report")).toBeNull();
    expect(findTime("a ratio of 4:25%")).toBeNull();
    expect(findTime("Published 2:14 PM GMT")).toBe("2:14 PM GMT");
    expect(findTime("Updated at 4.25 pm")).toBe("4.25 pm");
    expect(findTime("14.32 GMT")).toBe("14.32 GMT");
    expect(findTime("14:32")).toBe("14:32");
  });
});

describe("a change of type size that the boxes' heights hide", () => {
  // Boxes as the recognizer gives them on a rendered article (44 px bold headline, 33 px body):
  // the headline's two lines boxed 36 and 46 px high, the body's first line 38.
  const box = (text: string, y0: number, h: number, w: number): OcrWord => ({
    text,
    conf: 97,
    x0: 48,
    y0,
    x1: 48 + w,
    y1: y0 + h,
  });

  it("ends the headline where the letters narrow to the body's", () => {
    const read = parseNewsLines(
      [
        box("Fed holds rates at 4.25% as inflation", 128, 36, 903),
        box("cools more slowly than expected", 184, 46, 812),
        box("The Federal Reserve held its benchmark rate on Wednesday", 253, 38, 884),
        box("and said it would wait for more data.", 298, 33, 600),
      ],
      700,
    );
    expect(read.headline).toBe("Fed holds rates at 4.25% as inflation cools more slowly than expected");
    expect(read.body).toBe(
      "The Federal Reserve held its benchmark rate on Wednesday and said it would wait for more data.",
    );
  });
});
