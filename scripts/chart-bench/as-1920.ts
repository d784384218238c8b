// The target's unit is a 1920x1080 screenshot: the large real screenshots read again as the
// 1920-wide capture of the same screen. A 3360x2100 retina capture costs 250-290 ms more to decode
// than one, which is the capture's size, not the reader.
import sharp from "sharp";
import { readKey } from "./stats";
import { timedRead, type Row } from "./measure";

/**
 * The rows again with every screenshot wider than 1920 px read as a 1920-wide capture (resized
 * and saved as PNG before the clock starts). A read that differs from the native one is printed.
 */
export async function as1920(rows: Row[], verbose: boolean): Promise<Row[]> {
  const out: Row[] = [];
  for (const x of rows) {
    if (x.width <= 1920) {
      out.push(x);
      continue;
    }
    const image = await sharp(x.image).resize({ width: 1920 }).png().toBuffer();
    const again = await timedRead(x.c, image);
    if (verbose || readKey(again.r) !== readKey(x.r))
      console.log(
        `  as 1920 wide: ${x.c.file} ${Math.round(x.ms)} -> ${Math.round(again.ms)} ms; read ${readKey(x.r)} -> ${readKey(again.r)}`,
      );
    // The native image and size stay on the row: only the read and its times are the capture's.
    out.push({ ...x, r: again.r, ms: again.ms, cpuMs: again.cpuMs, prof: again.prof });
  }
  return out;
}
