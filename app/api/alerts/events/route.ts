import { withUser } from "@/lib/http/route";
import { listEvents, markEventsRead } from "@/lib/alerts/events";

export const dynamic = "force-dynamic";

// GET /api/alerts/events: the bell's list, newest first, with the unread count.
export const GET = withUser({}, async ({ user, db }) => Response.json(await listEvents(db, user.id)));

// POST /api/alerts/events: marks every fired alert read (the bell was opened).
export const POST = withUser({}, async ({ user, db, now }) => {
  await markEventsRead(db, user.id, now);
  return Response.json({ unread: 0 });
});
