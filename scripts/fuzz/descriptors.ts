// Open file descriptors of the server (its process and every descendant, from /proc): a socket
// the server never closes (an unanswered upgrade in CLOSE-WAIT) shows up here and nowhere else.
import { readdirSync, readFileSync } from "node:fs";
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

export function openDescriptors(root: number): number {
  let n = 0;
  for (const pid of descendants(root)) {
    try {
      n += readdirSync(`/proc/${pid}/fd`).length;
    } catch {
      // gone meanwhile
    }
  }
  return n;
}

/**
 * The count once idle connections have gone (keep-alive sockets close after a few seconds): the
 * lowest reading over `ms`, stopping early once it is back at `target`.
 */
export async function settledDescriptors(root: number, target = 0, ms = 20_000): Promise<number> {
  let lowest = openDescriptors(root);
  for (let waited = 0; waited < ms && lowest > target; waited += 1000) {
    await sleep(1000);
    lowest = Math.min(lowest, openDescriptors(root));
  }
  return lowest;
}
