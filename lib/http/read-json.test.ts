import { z } from "zod";
import { MAX_AUTH_JSON_BYTES, MAX_JSON_BYTES, readJson } from "./route";

const schema = z.object({ note: z.string() });
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
const note = (bytes: number) => JSON.stringify({ note: "n".repeat(bytes - 11) }); // {"note":"…"} is 11 bytes more

/** A body that declares no length, sent in small pieces. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 1024) controller.enqueue(bytes.slice(at, at + 1024));
      controller.close();
    },
  });
}

describe("JSON body caps", () => {
  it("the sign-in doors read a few kilobytes at most, declared or streamed", async () => {
    expect(MAX_AUTH_JSON_BYTES).toBeLessThanOrEqual(16 * 1024);
    expect(await readJson(post("/api/auth/login", note(MAX_AUTH_JSON_BYTES)), schema)).toEqual({
      note: "n".repeat(MAX_AUTH_JSON_BYTES - 11),
    });
    for (const path of ["/api/auth/login", "/api/auth/register", "/api/auth/forgot-password"]) {
      await expect(readJson(post(path, note(MAX_AUTH_JSON_BYTES + 1)), schema)).rejects.toMatchObject({
        status: 413,
        message: "The request body is too large",
      });
      await expect(readJson(post(path, chunked(note(1024 * 1024))), schema)).rejects.toMatchObject({ status: 413 });
    }
  });

  it("other routes keep the general cap", async () => {
    const big = note(MAX_AUTH_JSON_BYTES * 4);
    expect(await readJson(post("/api/admin/email", big), schema)).toEqual(JSON.parse(big));
    await expect(readJson(post("/api/admin/email", note(MAX_JSON_BYTES + 1)), schema)).rejects.toMatchObject({
      status: 413,
    });
  });
});
