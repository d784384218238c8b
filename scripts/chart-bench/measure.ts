// One timed read: wall time, the process's CPU time (the inference threads are in it: what a read
// costs when the machine is not shared, while wall time also counts waiting for the shared cores)
// and, per stage, where the time went.
import sharp from "sharp";
import { cpuMs } from "../../lib/chart-reading/ppocr";
import { emptyReadProfile, readChartImage, type ReadProfile } from "../../lib/chart-reading/read-image";
import type { ReadDetail } from "../../lib/chart-reading/read-chart";
import type { Case } from "./cases";

export interface Row {
  c: Case;
  r: ReadDetail;
  ms: number;
  cpuMs: number;
  px: number;
  width: number;
  image: Buffer;
  prof: ReadProfile;
}

/** Reads one image with the clock running; the image's size is looked up after the clock stops. */
export async function timedRead(c: Case, image: Buffer): Promise<Row> {
  const t0 = performance.now();
  const cpu0 = cpuMs();
  const prof = emptyReadProfile();
  const r = await readChartImage(image, prof);
  const cpu = cpuMs() - cpu0;
  const ms = performance.now() - t0;
  const meta = await sharp(image).metadata();
  return {
    c,
    r,
    ms,
    cpuMs: cpu,
    px: (meta.width ?? 0) * (meta.height ?? 0),
    width: meta.width ?? 0,
    image,
    prof,
  };
}
