import { compressionPlan, MIN_READABLE_WIDTH } from "./compress-image";

describe("compressionPlan", () => {
  it("tries the largest picture first and never goes below 1920 px wide before the last resort", () => {
    const plan = compressionPlan(7340, 4128);
    expect(plan[0]).toEqual({ width: 3840, height: 2160, quality: 0.92 });
    const readable = plan.filter((a) => a.quality >= 0.8 && a.width >= MIN_READABLE_WIDTH);
    // Every size from 3840 down to 1920 is tried at every quality before anything smaller.
    const firstSmall = plan.findIndex((a) => a.width < MIN_READABLE_WIDTH);
    expect(firstSmall).toBe(readable.length);
    expect(plan[firstSmall - 1]).toEqual({ width: 1920, height: 1080, quality: 0.8 });
    for (let i = 1; i < plan.length; i++) expect(plan[i].width).toBeLessThanOrEqual(plan[i - 1].width);
  });

  it("keeps a tall page's aspect ratio and a small original's width", () => {
    expect(compressionPlan(2940, 6716)[0]).toEqual({ width: 2940, height: 6716, quality: 0.92 });
    expect(compressionPlan(2940, 6716).find((a) => a.width === 1920)).toMatchObject({ height: 4386 });
    expect(compressionPlan(1200, 900)[0]).toEqual({ width: 1200, height: 900, quality: 0.92 });
  });
});
