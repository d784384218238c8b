// The main thread's side of the screenshot thread: sends each read there (a copy of the image's
// bytes is moved, not copied again) and matches the answers to the reads by id. A thread that dies
// fails the reads it holds (the caller answers 503, nothing spent) and the next read starts a new one.
// A read may have a time limit: a read cannot be interrupted inside the thread, so past its limit
// the thread is stopped (that is what frees the core), the read fails with a ReadTimeout, its other
// reads fail as if the thread had died, and the next read starts a new thread.
import type { Worker } from "node:worker_threads";
import type { ReadKind, ReadReply, ReadRequest, ReadResults } from "./protocol";

type Pending = { resolve: (r: ReadResults[ReadKind]) => void; reject: (e: Error) => void };

/** Told apart by name, not class: the client lives on globalThis and may come from another bundle. */
export const READ_TIMEOUT = "ReadTimeout";

export interface ThreadClient {
  /** `timeoutMs` 0: no limit. */
  read<K extends ReadKind>(kind: K, image: Buffer, timeoutMs?: number): Promise<ReadResults[K]>;
  /** Stops the thread (tests); a later read starts a new one. */
  stop(): Promise<void>;
}

export function createThreadClient(start: () => Worker): ThreadClient {
  let current: { worker: Worker; pending: Map<number, Pending> } | null = null;
  let nextId = 0;

  function thread() {
    if (current) return current;
    const worker = start();
    const self = { worker, pending: new Map<number, Pending>() };
    const fail = (error: Error) => {
      if (current === self) current = null;
      for (const p of self.pending.values()) p.reject(error);
      self.pending.clear();
    };
    worker.on("message", (reply: ReadReply) => {
      const p = self.pending.get(reply.id);
      if (!p) return;
      self.pending.delete(reply.id);
      // Idle, the thread does not keep the process alive.
      if (!self.pending.size) worker.unref();
      if ("error" in reply) p.reject(new Error(`screenshot thread: ${reply.error}`));
      else p.resolve(reply.result);
    });
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`screenshot thread exited (${code})`)));
    worker.unref();
    current = self;
    return self;
  }

  return {
    read<K extends ReadKind>(kind: K, image: Buffer, timeoutMs = 0): Promise<ReadResults[K]> {
      const self = thread();
      const { worker, pending } = self;
      // A copy of its own to move: the caller's buffer may be a view of a larger one, and stays theirs.
      const bytes = new Uint8Array(image);
      const id = nextId++;
      return new Promise<ReadResults[K]>((resolve, reject) => {
        const timer =
          timeoutMs > 0
            ? setTimeout(() => {
                if (!pending.delete(id)) return;
                reject(
                  Object.assign(new Error(`the ${kind} read took more than ${timeoutMs} ms`), { name: READ_TIMEOUT }),
                );
                if (current === self) current = null;
                void worker.terminate();
              }, timeoutMs)
            : undefined;
        pending.set(id, {
          resolve: (r) => {
            clearTimeout(timer);
            resolve(r as ReadResults[K]);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        worker.ref();
        const request: ReadRequest = { id, kind, image: bytes };
        worker.postMessage(request, [bytes.buffer]);
      });
    },
    async stop() {
      const was = current;
      current = null;
      await was?.worker.terminate();
    },
  };
}
