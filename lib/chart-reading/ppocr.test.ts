// The pixel passes run on the main thread while the detector works in its own thread: started
// before it, they held it back (50-200 ms on the critical path of every read).
import { renderChart } from "@/tests/fixtures/charts/render-chart";
import { decodeChart } from "./ocr";
import { ppocr, releasePpocr } from "./ppocr";
import { ppocrModels } from "./ppocr-thread";

afterAll(() => releasePpocr());
jest.setTimeout(60_000);

it("runs the side work after the detector started and finishes it before answering", async () => {
  const { pixels } = await decodeChart(await renderChart({ title: "AAPL · 1D · NASDAQ" }));
  const events: string[] = [];
  const models = await ppocrModels();
  const run = models.run;
  models.run = async (model, data, dims) => {
    if (model === "det") events.push("detector starts");
    const out = await run(model, data, dims);
    if (model === "det") events.push("detector done");
    return out;
  };
  try {
    const lines = await ppocr(pixels, undefined, async () => {
      events.push("side work starts");
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push("side work done");
    });
    events.push("text read");
    expect(lines.map((l) => l.text).join(" ")).toMatch(/AAPL/);
  } finally {
    models.run = run;
  }
  expect(events.indexOf("detector starts")).toBeLessThan(events.indexOf("side work starts"));
  expect(events.indexOf("side work done")).toBeLessThan(events.indexOf("text read"));
  expect(events).toContain("detector done");
});
