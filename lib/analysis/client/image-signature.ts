// A file named .png can be anything: the first bytes say what it really is. Checked in the browser
// before a screenshot is accepted, so a renamed text file never shows as a broken thumbnail (the
// server checks again, with sharp).
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/** True when the bytes start like an image format a browser can show. */
export function looksLikeImage(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === "PNG") return true;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true; // JPEG
  if (ascii(bytes, 0, 4) === "GIF8") return true;
  if (ascii(bytes, 0, 2) === "BM") return true;
  if (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*") return true; // TIFF
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return true;
  return ascii(bytes, 4, 8) === "ftyp"; // AVIF, HEIC (ISO media)
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  if (typeof part.arrayBuffer === "function") return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

export async function hasImageSignature(file: Blob): Promise<boolean> {
  try {
    return looksLikeImage(await firstBytes(file, 16));
  } catch {
    return false;
  }
}
