// Where analysis screenshots are kept for pattern learning (SCREENSHOT_STORAGE): in the database
// row itself (default, nothing else to run) or as files under DATA_DIR/screenshots, addressed by
// their SHA-256 so identical uploads are stored once. Object storage can be a third implementation.
import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

export interface StoredImage {
  bytes: Buffer | null; // kept in analysis_images.bytes
  storageKey: string | null; // or a key into the file store
}

export interface ScreenshotStorage {
  readonly kind: "database" | "filesystem";
  put(image: Buffer, sha256: string): Promise<StoredImage>;
  get(stored: StoredImage): Promise<Buffer | null>;
  /** Deletes a stored file once no row points at it any more (database bytes go with their row). */
  remove(storageKey: string): Promise<void>;
}

export const databaseStorage: ScreenshotStorage = {
  kind: "database",
  async put(image) {
    return { bytes: image, storageKey: null };
  },
  async get(stored) {
    return stored.bytes;
  },
  async remove() {},
};

export function filesystemStorage(root: string): ScreenshotStorage {
  return {
    kind: "filesystem",
    async put(image, sha256) {
      const key = `${sha256.slice(0, 2)}/${sha256}.jpg`;
      await mkdir(path.join(root, sha256.slice(0, 2)), { recursive: true });
      await writeFile(path.join(root, key), image);
      return { bytes: null, storageKey: key };
    },
    async get(stored) {
      if (!stored.storageKey || stored.storageKey.includes("..")) return null;
      return readFile(path.join(root, stored.storageKey)).catch(() => null);
    },
    async remove(storageKey) {
      if (storageKey.includes("..")) return;
      await rm(path.join(root, storageKey), { force: true });
    },
  };
}

export function screenshotStorage(): ScreenshotStorage {
  if (env.SCREENSHOT_STORAGE === "filesystem") {
    const base = env.DATA_DIR.startsWith("memory://") ? ".data" : env.DATA_DIR;
    return filesystemStorage(path.resolve(base, "screenshots"));
  }
  return databaseStorage;
}
