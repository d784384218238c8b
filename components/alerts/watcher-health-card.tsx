import { getDb } from "@/lib/db/client";
import { watcherHealth } from "@/lib/alerts/health";
import { formatDateTime } from "@/lib/format/date";

// System health: the price-alert watcher's last pass and the channels over the last 24 hours.
export async function WatcherHealthCard() {
  const h = await watcherHealth(await getDb(), new Date());
  const r = h.lastResult ?? {};
  const value = (key: string) => (typeof r[key] === "number" ? String(r[key]) : "-");
  return (
    <section
      aria-label="Price alert watcher"
      className="mx-auto mt-6 w-full max-w-5xl rounded-lg border border-border p-4 text-sm"
    >
      <h2 className="mb-2 font-semibold">Price alert watcher</h2>
      <p className="text-muted-foreground">
        Last pass: {h.lastFinishedAt ? formatDateTime(h.lastFinishedAt) : "never"} · duration {value("ms")} ms · alerts
        checked {value("alertsChecked")} · instruments {value("instruments")} · market requests{" "}
        {value("marketRequests")}
        {typeof r.error === "string" ? ` · failed: ${r.error}` : ""}
      </p>
      <table className="mt-2">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="pr-6 font-normal">Channel (24 h)</th>
            <th className="pr-6 font-normal">Sent</th>
            <th className="font-normal">Failed</th>
          </tr>
        </thead>
        <tbody>
          {h.channels.map((c) => (
            <tr key={c.channel}>
              <td className="pr-6">{c.channel}</td>
              <td className="pr-6">{c.sent}</td>
              <td>{c.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
