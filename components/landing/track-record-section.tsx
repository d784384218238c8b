import { MIN_RESOLVED_FOR_PUBLIC, type PublicTrackRecord } from "@/lib/track-record/public-stats";

// How the app keeps itself honest: every BUY/SELL call is checked against the candles that
// followed, and compared with simply buying. Figures only once there are enough resolved calls.
export function TrackRecordSection({ record }: { record: PublicTrackRecord | null }) {
  return (
    <section aria-labelledby="record-title" className="space-y-2 text-left">
      <h2 id="record-title" className="text-xl font-semibold">
        A track record that keeps us honest
      </h2>
      <p className="text-sm text-muted-foreground">
        Every BUY or SELL call is followed after it is made: a win when the price reaches the target first, a loss when
        it hits the stop first. Each call is also compared with simply buying at the same moment with the same
        distances, so you can see whether the calls beat that.
      </p>
      {record?.enough ? (
        <p data-testid="public-track-record" className="rounded-lg border border-border bg-card p-3 text-sm">
          So far <strong>{record.resolved}</strong> calls have resolved on this server:{" "}
          <strong>{record.winRate}%</strong> won ({record.wins} reached their first target, {record.losses} were stopped
          out or expired)
          {record.baselineWinRate !== null && <>; simply buying won {record.baselineWinRate}% of the same trades</>}.
          {record.open > 0 && (
            <>
              {" "}
              {record.open} more {record.open === 1 ? "is" : "are"} still running.
            </>
          )}
        </p>
      ) : (
        <p data-testid="public-track-record" className="rounded-lg border border-border bg-card p-3 text-sm">
          Not enough calls have resolved yet to publish a win rate ({record?.resolved ?? 0} of the{" "}
          {MIN_RESOLVED_FOR_PUBLIC} needed). The figures appear here once there are.
        </p>
      )}
    </section>
  );
}
