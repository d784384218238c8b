import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { User } from "@/lib/auth/tables";
import { getDb } from "@/lib/db/client";
import { firstScreenData } from "@/lib/dashboard/first-screen";

// Server component: hands the dashboard's first-screen data to the browser's query cache, under
// the keys its sections ask for (the endpoint paths), so they render filled in on the first paint.
export async function DashboardData({ user, children }: { user: User; children: React.ReactNode }) {
  const data = await firstScreenData(await getDb(), user, new Date());
  const client = new QueryClient();
  for (const [path, value] of Object.entries(data)) client.setQueryData([path], value);
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
