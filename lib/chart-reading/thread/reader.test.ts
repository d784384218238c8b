import { Worker } from "node:worker_threads";
import { READ_SECONDS, readScreenshotImage } from "./reader";

// In the server the read goes to the screenshot thread; here a thread that never answers stands in
// for worker.ts (which only Next's bundler builds), so the read can only end by its time limit.
jest.mock("./start", () => ({
  startScreenshotThread: () =>
    new Worker(`require("node:worker_threads").parentPort.on("message", () => {})`, { eval: true }),
}));

const g = globalThis as unknown as { __candlewiseScreenshotThread?: Promise<{ stop(): Promise<void> }> };

beforeAll(() => {
  process.env.NEXT_RUNTIME = "nodejs";
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
});
afterAll(async () => {
  jest.useRealTimers();
  delete process.env.NEXT_RUNTIME;
  await (await g.__candlewiseScreenshotThread)?.stop();
  delete g.__candlewiseScreenshotThread;
});

it("refuses a read that runs past its time limit with 400 and a sentence, and stops the thread", async () => {
  const read = readScreenshotImage("text", Buffer.from([1, 2, 3]));
  const outcome = read.then(
    () => "answered",
    (e: unknown) => e,
  );
  // Let the thread start and the read be sent, then pass the limit.
  await new Promise((r) => setImmediate(r));
  await jest.advanceTimersByTimeAsync(READ_SECONDS * 1000 + 1);
  expect(await outcome).toMatchObject({
    status: 400,
    message: expect.stringMatching(/^Your news screenshot took too long to read \(more than 30 seconds\)/),
    extra: { reason: "CHART_VALIDATION_FAILED" },
  });
});
