// Screenshots added to the New Analysis form: non-images are skipped, big images compressed in the
// browser (compress-image.ts). The outcome of one batch decides which toast the trader sees.
import { hasImageSignature } from "./image-signature";

const IMAGE_NAME = /\.(png|jpe?g|gif|webp|bmp|avif|heic|heif|tiff?)$/i;

/** By MIME type; an empty type (some drag sources) falls back to the file name. */
export const isImageFile = (file: File) => (file.type ? file.type.startsWith("image/") : IMAGE_NAME.test(file.name));

export interface PreparedShot {
  file: File;
  originalSize: number;
  compressed: boolean;
}

export interface BatchOutcome {
  accepted: PreparedShot[];
  skipped: string[]; // not images
  failed: string[]; // images the browser could not read or compress
}

// Compression code loads with the first screenshot, not with the page.
const compressIfLarge = (file: File) => import("./compress-image").then((m) => m.prepareImage(file));

export async function prepareScreenshots(
  files: Iterable<File>,
  prepare: (f: File) => Promise<File> = compressIfLarge,
): Promise<BatchOutcome> {
  const out: BatchOutcome = { accepted: [], skipped: [], failed: [] };
  for (const file of files) {
    // The name and type say image; the bytes must agree (a renamed text file is not one).
    if (!isImageFile(file) || !(await hasImageSignature(file))) {
      out.skipped.push(file.name);
      continue;
    }
    try {
      const ready = await prepare(file);
      out.accepted.push({ file: ready, originalSize: file.size, compressed: ready !== file });
    } catch {
      out.failed.push(file.name);
    }
  }
  return out;
}

/** The toasts for one batch, in the order shown (one toast at a time: the last one stays). */
export function batchToasts(o: BatchOutcome): { title: string; description?: string; variant?: "destructive" }[] {
  const toasts: { title: string; description?: string; variant?: "destructive" }[] = [];
  if (o.accepted.length) toasts.push({ title: `${o.accepted.length} Image(s) Uploaded` });
  for (const name of o.failed)
    toasts.push({ variant: "destructive", title: "Upload Error", description: `Failed to process ${name}` });
  for (const name of o.skipped)
    toasts.push({
      variant: "destructive",
      title: "Invalid File Type",
      description: `${name} is not an image file. Skipped.`,
    });
  return toasts;
}

export { formatBytes } from "./format-bytes";
