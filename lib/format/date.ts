// One date format for the whole app, so no two screens write a moment differently:
// "Nov 23, 2026, 8:16 PM" for a moment, "Nov 23, 2026" for a day. en-US like the rest of the copy;
// the viewer's time zone unless one is given (tests and server-rendered pages pin it).

const invalid = (iso: string | Date | null | undefined) => iso == null || Number.isNaN(new Date(iso).getTime());

/** A moment: "Nov 23, 2026, 8:16 PM"; "—" when there is none. */
export function formatDateTime(iso: string | Date | null | undefined, timeZone?: string): string {
  if (invalid(iso)) return "—";
  return new Date(iso as string).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
}

/** A day: "Nov 23, 2026"; "—" when there is none. */
export function formatDay(iso: string | Date | null | undefined, timeZone?: string): string {
  if (invalid(iso)) return "—";
  return new Date(iso as string).toLocaleDateString("en-US", { dateStyle: "medium", timeZone });
}

/** A time of day: "8:16 PM" (the clock format every other time in the app uses). */
export function formatTime(iso: string | Date | null | undefined, timeZone?: string): string {
  if (invalid(iso)) return "—";
  return new Date(iso as string).toLocaleTimeString("en-US", { timeStyle: "short", timeZone });
}

/** A day this year, without the year: "Nov 23" (chart axes). */
export function formatShortDay(iso: string | Date | null | undefined, timeZone?: string): string {
  if (invalid(iso)) return "—";
  return new Date(iso as string).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone });
}

/** A moment this year, without the year: "Nov 23, 8:16 PM". */
export function formatShortDateTime(iso: string | Date | null | undefined, timeZone?: string): string {
  if (invalid(iso)) return "—";
  const d = new Date(iso as string);
  return `${d.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone })}, ${formatTime(d, timeZone)}`;
}
