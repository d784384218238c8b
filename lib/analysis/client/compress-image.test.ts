import { fitWithin } from "./compress-image";

describe("fitWithin", () => {
  it("shrinks to fit 1280x720 keeping the aspect ratio", () => {
    expect(fitWithin(2560, 1440)).toEqual({ width: 1280, height: 720 });
    expect(fitWithin(1000, 2000)).toEqual({ width: 360, height: 720 });
  });
  it("never enlarges a small image", () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
