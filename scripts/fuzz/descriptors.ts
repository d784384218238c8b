// Open file descriptors of the server (its process and every descendant, from /proc): a socket
// the server never closes (an unanswered upgrade in CLOSE-WAIT) shows up here and nowhere else.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { sleep } from "./config";

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

export type Descriptors = { all: number; sockets: number };

/**
 * All open descriptors, and those that are sockets. Only sockets say a connection was kept: the
 * rest grows as the server first opens what it loads lazily (models, worker threads' event fds).
 */
export function openDescriptors(root: number): Descriptors {
  const count = { all: 0, sockets: 0 };
  for (const pid of descendants(root)) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        count.all++;
        try {
          if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith("socket:")) count.sockets++;
        } catch {
          // closed meanwhile
        }
      }
    } catch {
      // gone meanwhile
    }
  }
  return count;
}

/**
 * The count once idle connections have gone (keep-alive sockets close after a few seconds): the
 * reading with the fewest sockets over `ms`, stopping early once they are back at `sockets`.
 */
export async function settledDescriptors(root: number, sockets = 0, ms = 20_000): Promise<Descriptors> {
  let lowest = openDescriptors(root);
  for (let waited = 0; waited < ms && lowest.sockets > sockets; waited += 1000) {
    await sleep(1000);
    const now = openDescriptors(root);
    if (now.sockets < lowest.sockets) lowest = now;
  }
  return lowest;
}
