import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { databaseStorage, filesystemStorage } from "./index";

describe("screenshot storage", () => {
  it("keeps bytes in the row by default", async () => {
    const stored = await databaseStorage.put(Buffer.from("jpeg-bytes"), "ab".repeat(32));
    expect(stored).toEqual({ bytes: Buffer.from("jpeg-bytes"), storageKey: null });
    expect((await databaseStorage.get(stored))?.toString()).toBe("jpeg-bytes");
  });

  it("writes content-addressed files and refuses keys that leave its folder", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "cw-shots-"));
    try {
      const fs = filesystemStorage(root);
      const sha = "cd".repeat(32);
      const stored = await fs.put(Buffer.from("jpeg-bytes"), sha);
      expect(stored).toEqual({ bytes: null, storageKey: `cd/${sha}.jpg` });
      expect((await fs.get(stored))?.toString()).toBe("jpeg-bytes");
      expect(await fs.get({ bytes: null, storageKey: "../../etc/passwd" })).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
