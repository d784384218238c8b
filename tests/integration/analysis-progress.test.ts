import { getDb } from "@/lib/db/client";
import { analysisProgress } from "@/lib/analysis/tables";
import { getProgress, progressReporter, PROGRESS_TTL_MS, sweepProgress } from "@/lib/analysis/progress";
import { useTestDb } from "../helpers/db";
import { createUser } from "../helpers/users";

useTestDb();

// Progress lives in the database so any server instance can answer a poll.
describe("analysis progress", () => {
  it("reports the stage and percent to the owner only, in the order reported", async () => {
    const db = await getDb();
    const [a, b] = [await createUser(), await createUser()];
    const run = progressReporter(db, "progress-test-1", a.id);
    run.report("market_data");
    run.report("indicators");
    await run.flush();
    expect(await getProgress(db, "progress-test-1", a.id)).toMatchObject({
      stage: "indicators",
      percent: 40,
      failed: false,
    });
    expect(await getProgress(db, "progress-test-1", b.id)).toBeNull();

    const intruder = progressReporter(db, "progress-test-1", b.id);
    intruder.report("done"); // another user cannot overwrite it
    await intruder.flush();
    expect((await getProgress(db, "progress-test-1", a.id))?.stage).toBe("indicators");

    run.report("done");
    await run.flush();
    expect((await getProgress(db, "progress-test-1", a.id))?.percent).toBe(100);
  });

  it("marks a failed run and ignores runs without an id", async () => {
    const db = await getDb();
    const user = await createUser();
    const run = progressReporter(db, "progress-test-2", user.id);
    run.report("backtest", true);
    await run.flush();
    expect(await getProgress(db, "progress-test-2", user.id)).toMatchObject({ stage: "backtest", failed: true });

    const silent = progressReporter(db, null, user.id);
    silent.report("done");
    await silent.flush();
    expect(await getProgress(db, "unknown-id", user.id)).toBeNull();
  });

  it("forgets runs after ten minutes", async () => {
    const db = await getDb();
    const user = await createUser();
    const old = new Date(Date.now() - PROGRESS_TTL_MS - 1000);
    await db
      .insert(analysisProgress)
      .values({ id: "progress-old-1", userId: user.id, stage: "writing", updatedAt: old });
    expect(await getProgress(db, "progress-old-1", user.id)).toBeNull();
    await sweepProgress(db);
    expect(await db.select().from(analysisProgress)).not.toContainEqual(
      expect.objectContaining({ id: "progress-old-1" }),
    );
  });
});
