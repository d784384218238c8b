import { createAnalysisSchema } from "../schemas";
import { newAnalysisDefaults } from "./form-defaults";
import { batchToasts, isImageFile, prepareScreenshots } from "./screenshot-files";
import { stageStates } from "./stages";
import { buildAnalysisForm, newProgressId, submitErrorMessage } from "./submit-analysis";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file of `size` bytes; image types start with a PNG signature, like a real screenshot. */
const file = (name: string, type: string, size = 10) => {
  const bytes = new Uint8Array(Math.max(size, PNG_HEAD.length));
  if (type.startsWith("image/")) bytes.set(PNG_HEAD);
  return new File([bytes], name, { type });
};

describe("screenshots", () => {
  it("tells images from other files, by type or else by name", () => {
    expect(isImageFile(file("chart.png", "image/png"))).toBe(true);
    expect(isImageFile(file("notes.txt", "text/plain"))).toBe(false);
    expect(isImageFile(file("chart.webp", ""))).toBe(true);
    expect(isImageFile(file("notes", ""))).toBe(false);
  });

  it("skips non-images, reports unreadable images, and names the toasts as the spec does", async () => {
    const outcome = await prepareScreenshots(
      [file("a.png", "image/png"), file("notes.txt", "text/plain"), file("broken.jpg", "image/jpeg")],
      async (f) => {
        if (f.name === "broken.jpg") throw new Error("decode");
        return f;
      },
    );
    expect(outcome.accepted.map((s) => s.file.name)).toEqual(["a.png"]);
    expect(outcome.skipped).toEqual(["notes.txt"]);
    expect(outcome.failed).toEqual(["broken.jpg"]);
    expect(batchToasts(outcome)).toEqual([
      { title: "1 Image(s) Uploaded" },
      { variant: "destructive", title: "Upload Error", description: "Failed to process broken.jpg" },
      { variant: "destructive", title: "Invalid File Type", description: "notes.txt is not an image file. Skipped." },
    ]);
  });
});

describe("a file that only claims to be an image", () => {
  it("is skipped as not an image when its bytes are not an image's (a text file renamed .png)", async () => {
    const renamed = new File(["just some notes, not a chart"], "fake.png", { type: "image/png" });
    const outcome = await prepareScreenshots([renamed, file("real.png", "image/png")], async (f) => f);
    expect(outcome.accepted.map((s) => s.file.name)).toEqual(["real.png"]);
    expect(batchToasts(outcome)).toContainEqual({
      variant: "destructive",
      title: "Invalid File Type",
      description: "fake.png is not an image file. Skipped.",
    });
  });
});

describe("the multipart request", () => {
  it("sends the schema's fields, only the first two images (chart, then news) and the progress id", () => {
    const input = createAnalysisSchema.parse({
      ...newAnalysisDefaults(null),
      ticker: "aapl",
      budget: "3000",
      profit: "5",
      riskPercentage: "2",
      investmentType: "swing",
    });
    const images = [file("chart.png", "image/png"), file("news.png", "image/png"), file("extra.png", "image/png")];
    const form = buildAnalysisForm(input, images, "progress-1234");
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"))).toEqual({
      ticker: "AAPL",
      budget: "3000",
      budgetCurrency: "USD",
      profit: "5",
      profitType: "%",
      riskPercentage: "2",
      leverage: "1",
      investmentType: "swing",
      progressId: "progress-1234",
    });
    expect((form.get("chartImage") as File).name).toBe("chart.png");
    expect((form.get("newsImage") as File).name).toBe("news.png");
    expect([...form.values()].filter((v) => typeof v !== "string")).toHaveLength(2);
  });

  it("makes progress ids the server accepts", () => {
    const id = newProgressId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newProgressId()).not.toBe(id);
  });

  it("turns a browser time-out into a message the toast maps to 'Connection Timeout'", () => {
    expect(submitErrorMessage(new DOMException("signal timed out", "TimeoutError"))).toBe("Request timeout");
    expect(submitErrorMessage(new TypeError("Failed to fetch"))).toBe("Network error. Please try again.");
  });
});

describe("stageStates", () => {
  const stages = ["reading_image", "market_data", "indicators", "backtest", "writing", "done"] as const;
  it("marks stages before the current one done and hides the final 'done' step", () => {
    expect(stageStates(stages, "indicators").map((s) => s.state)).toEqual([
      "done",
      "done",
      "current",
      "waiting",
      "waiting",
    ]);
    expect(stageStates(stages, null).every((s) => s.state === "waiting")).toBe(true);
    expect(stageStates(stages, "done").every((s) => s.state === "done")).toBe(true);
  });
});
