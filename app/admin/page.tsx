import Link from "next/link";
import { count, desc, gte } from "drizzle-orm";
import { requireAdmin } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/auth/tables";
import { analyses } from "@/lib/analysis/tables";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export const dynamic = "force-dynamic";

// /admin: admins only (checked here on the server); live counts and the newest accounts.
export default async function AdminPage() {
  await requireAdmin("/admin");
  const db = await getDb();
  const startOfDay = new Date();
  startOfDay.setUTCHours(0, 0, 0, 0);
  const [[userCount], [todayCount], newest] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(analyses).where(gte(analyses.createdAt, startOfDay)),
    db.select({ id: users.id, email: users.email, plan: users.plan, createdAt: users.createdAt }).from(users).orderBy(desc(users.createdAt)).limit(10),
  ]);
  return (
    <main className="mx-auto max-w-3xl space-y-4 p-4">
      <Link href="/" className="text-sm text-muted-foreground hover:underline">Back to Dashboard</Link>
      <h1 className="text-2xl font-semibold">Admin</h1>
      <div className="grid grid-cols-2 gap-4">
        <Card><CardHeader><CardTitle>Users</CardTitle></CardHeader><CardContent className="text-3xl">{userCount.n}</CardContent></Card>
        <Card><CardHeader><CardTitle>Analyses today (UTC)</CardTitle></CardHeader><CardContent className="text-3xl">{todayCount.n}</CardContent></Card>
      </div>
      <Card>
        <CardHeader><CardTitle>Newest users</CardTitle></CardHeader>
        <CardContent>
          <ul className="space-y-1 text-sm">
            {newest.map((u) => (
              <li key={u.id} className="flex justify-between gap-2">
                <span>{u.email}</span>
                <span className="text-muted-foreground">{u.plan} · {u.createdAt.toISOString().slice(0, 10)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </main>
  );
}
