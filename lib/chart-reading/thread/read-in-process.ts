// The two reads, in whichever thread calls them: the screenshot thread (worker.ts) in the server,
// the caller's own thread in tests and benchmark scripts.
import { decodeChart, readPageText } from "../ocr";
import { readChartImage } from "../read-image";
import type { ReadKind, ReadResults } from "./protocol";

export async function readInProcess<K extends ReadKind>(kind: K, image: Buffer): Promise<ReadResults[K]> {
  if (kind === "chart") return (await readChartImage(image)) as ReadResults[K];
  const { pixels } = await decodeChart(image);
  return { lines: await readPageText(pixels), height: pixels.height } as ReadResults[K];
}
