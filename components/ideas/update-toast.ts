import type { ForcedIdeasResponse } from "@/lib/ideas/types";
import { formatTime } from "@/lib/format/date";

// What "Update Ideas" says. The server answers a force with a new scan, or, when someone refreshed
// moments ago, with that shared scan: then a calm note says when the ideas were made and when a
// new scan can run, instead of an error.
const MOMENTS_MS = 10 * 60_000;

const clock = (iso: string, timeZone?: string) => formatTime(iso, timeZone);

export function recentScanNote(
  res: Pick<ForcedIdeasResponse, "generatedAt" | "nextRefreshAt">,
  now: Date,
  timeZone?: string,
): string {
  const next =
    new Date(res.nextRefreshAt).getTime() > now.getTime()
      ? ` A new scan can start at ${clock(res.nextRefreshAt, timeZone)}.`
      : "";
  if (!res.generatedAt) return `The latest scan found no setups that pass the engine's checks.${next}`;
  const at = clock(res.generatedAt, timeZone);
  const recent = now.getTime() - new Date(res.generatedAt).getTime() <= MOMENTS_MS;
  return recent
    ? `These ideas were generated at ${at}, moments ago — they are the freshest available.${next}`
    : `These ideas were generated at ${at} and are the latest available.${next}`;
}

/** A new scan: the spec's toast. A recent shared scan (someone else refreshed): a calm note, no error. */
export function updateToast(res: ForcedIdeasResponse, now = new Date()): { title: string; description: string } {
  if (res.fresh)
    return {
      title: "Trade Ideas Updated",
      description:
        res.totalIdeas > 0
          ? `${res.totalIdeas} fresh institutional-quality trade ideas generated successfully`
          : "No fresh trade ideas available at this time",
    };
  if (res.generating)
    return {
      title: "Scan in Progress",
      description: "A market scan is running right now: the new ideas will appear here as soon as it finishes.",
    };
  return { title: "Trade Ideas Up to Date", description: recentScanNote(res, now) };
}
