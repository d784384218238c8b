import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { emailOutbox } from "@/lib/email/tables";
import { queueEmails } from "@/lib/email/queue";
import { UNSUBSCRIBE_TEXT } from "@/lib/email/unsubscribe";
import { createUnsubscribeToken } from "@/lib/email/unsubscribe-token";
import { getAlertSettings, saveAlertSettings } from "@/lib/alerts/settings";
import { loadRecipients } from "@/lib/alerts/recipients";
import { planFor } from "@/lib/alerts/notify-plan";
import { POST as unsubscribeRoute } from "@/app/api/email/unsubscribe/route";
import { useTestDb } from "../helpers/db";
import { createUser, reloadUser } from "../helpers/users";

useTestDb();

// Each e-mail's unsubscribe link turns off the kind of mail it came with: an alert e-mail's link
// the trader's alert e-mails (the E-mail switch on /alerts), an announcement's link announcements.
const origin = "https://candlewise.test";
const NOW = new Date("2026-11-18T15:30:00Z");

const post = (token: string) =>
  unsubscribeRoute(
    new Request(`http://localhost:3000/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.com" },
    }),
  );

/** Queues one e-mail of `kind` and returns the token of its footer link, after checking the header carries the same. */
async function linkOf(kind: "alert" | "bulk", user: { id: string; email: string }) {
  const db = await getDb();
  const [id] = await queueEmails(db, [{ to: user.email, userId: user.id, kind, subject: "s", text: "t" }], {
    origin,
    now: new Date(),
  });
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  const encoded = /\/unsubscribe\?token=(\S+)/.exec(row.body)![1];
  expect(row.headers?.["List-Unsubscribe"]).toBe(`<${origin}/api/email/unsubscribe?token=${encoded}>`);
  return { token: decodeURIComponent(encoded), body: row.body };
}

async function alertEmailPlan(userId: string) {
  const recipients = await loadRecipients(await getDb(), [userId], NOW);
  return planFor(recipients.get(userId)!, NOW).email;
}

describe("unsubscribe links by kind of e-mail", () => {
  it("an alert e-mail's link turns off alert e-mails only, and says so", async () => {
    const trader = await createUser();
    const db = await getDb();
    await saveAlertSettings(
      db,
      trader.id,
      { email: true, push: true, quietStart: 22 * 60, quietEnd: 7 * 60, timeZone: "Europe/Berlin", quietMode: "drop" },
      NOW,
    );
    const { token, body } = await linkOf("alert", trader);
    expect(body).toContain("this link turns off alert e-mails only");
    expect(await alertEmailPlan(trader.id)).toBe("queued");

    const res = await post(token);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(UNSUBSCRIBE_TEXT.alerts.done);
    expect(await getAlertSettings(db, trader.id)).toEqual({
      email: false,
      push: true,
      quietStart: 22 * 60,
      quietEnd: 7 * 60,
      timeZone: "Europe/Berlin",
      quietMode: "drop",
    });
    expect(await alertEmailPlan(trader.id)).toBe("off");
    // Announcements still reach the trader.
    expect((await reloadUser(trader.id)).emailOptOut).toBe(false);
    // Clicking it again changes nothing and still answers.
    expect((await post(token)).status).toBe(200);
  });

  it("works for a trader who never opened the alert settings", async () => {
    const trader = await createUser();
    const { token } = await linkOf("alert", trader);
    expect((await post(token)).status).toBe(200);
    expect((await getAlertSettings(await getDb(), trader.id)).email).toBe(false);
  });

  it("an announcement's link stops announcements and leaves the alert e-mails the trader set", async () => {
    const trader = await createUser();
    const { token, body } = await linkOf("bulk", trader);
    expect(body).toContain("You receive this because you have a Candlewise account.");
    const res = await post(token);
    expect((await res.json()).message).toBe(UNSUBSCRIBE_TEXT.announcements.done);
    expect((await reloadUser(trader.id)).emailOptOut).toBe(true);
    expect((await getAlertSettings(await getDb(), trader.id)).email).toBe(true);
    expect(await alertEmailPlan(trader.id)).toBe("queued");
  });

  it("a link's scope cannot be changed: adding, removing or renaming it breaks the signature", async () => {
    const trader = await createUser();
    const [id, exp, sig] = createUnsubscribeToken(trader.id, new Date()).split(".");
    const [aid, aexp, , asig] = createUnsubscribeToken(trader.id, new Date(), "alerts").split(".");
    for (const forged of [
      `${id}.${exp}.alerts.${sig}`,
      `${aid}.${aexp}.${asig}`,
      `${aid}.${aexp}.announcements.${asig}`,
    ]) {
      const res = await post(forged);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("This unsubscribe link is not valid.");
    }
    expect((await reloadUser(trader.id)).emailOptOut).toBe(false);
    expect((await getAlertSettings(await getDb(), trader.id)).email).toBe(true);
  });

  it("an alert link of a deleted account answers that the account is gone", async () => {
    const trader = await createUser();
    const { token } = await linkOf("alert", trader);
    const db = await getDb();
    const { users } = await import("@/lib/auth/tables");
    await db.delete(users).where(eq(users.id, trader.id));
    expect((await post(token)).status).toBe(404);
  });
});
