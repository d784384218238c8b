import { Worker } from "node:worker_threads";
import { createThreadClient, READ_TIMEOUT, type ThreadClient } from "./client";

// Real worker threads standing in for worker.ts (which only Next's bundler builds): each speaks the
// same protocol, so what is tested is the main thread's side (ids, moves, failures, restarts).
const worker = (body: string) => () =>
  new Worker(`const { parentPort } = require("node:worker_threads");\n${body}`, { eval: true });

// Answers a text read whose height is the image's byte count, after `delay` ms when the first byte says so.
const ECHO = `parentPort.on("message", ({ id, image }) =>
  setTimeout(() => parentPort.postMessage({ id, result: { lines: [], height: image.byteLength } }), image[0]));`;

let client: ThreadClient | undefined;
afterEach(() => client?.stop());

it("answers each read with its own result, in whatever order the thread finishes them", async () => {
  client = createThreadClient(worker(ECHO));
  const slow = client.read("text", Buffer.from([60, 1, 2, 3]));
  const fast = client.read("text", Buffer.from([0, 1]));
  expect(await Promise.race([slow, fast])).toEqual({ lines: [], height: 2 });
  expect(await slow).toEqual({ lines: [], height: 4 });
});

it("leaves the caller's buffer intact (the thread gets a copy)", async () => {
  client = createThreadClient(worker(ECHO));
  const upload = Buffer.from([0, 9, 9]);
  await client.read("text", upload);
  expect([...upload]).toEqual([0, 9, 9]);
});

it("fails a read the thread could not do, with the thread's reason", async () => {
  client = createThreadClient(
    worker(
      `parentPort.on("message", ({ id }) => parentPort.postMessage({ id, error: "Input buffer contains unsupported image format" }))`,
    ),
  );
  await expect(client.read("chart", Buffer.from([1]))).rejects.toThrow(/unsupported image format/);
});

it("fails the reads of a thread that dies, and starts a new thread for the next read", async () => {
  let started = 0;
  const dying = worker(`parentPort.on("message", () => process.exit(3))`);
  const echo = worker(ECHO);
  client = createThreadClient(() => (started++ === 0 ? dying() : echo()));
  await expect(client.read("text", Buffer.from([0]))).rejects.toThrow(/exited \(3\)/);
  await expect(client.read("text", Buffer.from([0, 0, 0]))).resolves.toEqual({ lines: [], height: 3 });
  expect(started).toBe(2);
});

it("stops a read past its time limit: the thread is ended, the read fails as a ReadTimeout, the next read gets a new thread", async () => {
  let started = 0;
  const silent = worker(`parentPort.on("message", () => {})`);
  const echo = worker(ECHO);
  let exited!: Promise<number>;
  client = createThreadClient(() => {
    if (started++ > 0) return echo();
    const first = silent();
    exited = new Promise((resolve) => first.once("exit", resolve));
    return first;
  });
  await expect(client.read("chart", Buffer.from([1]), 100)).rejects.toMatchObject({ name: READ_TIMEOUT });
  // Ended, whatever its code: Node reports 1 for a thread ended while running but 0 for one ended
  // before it came online, which is what a loaded machine gives within the 100 ms limit. A thread
  // left running would never exit and the test would time out.
  await expect(exited).resolves.toEqual(expect.any(Number));
  await expect(client.read("text", Buffer.from([0, 0]), 5_000)).resolves.toEqual({ lines: [], height: 2 });
  expect(started).toBe(2);
});
