import type { ReactNode } from "react";
import { requireAdmin } from "@/lib/auth/current-user";
import { AdminNav } from "./admin-nav";

// Every admin screen: the server's admin check (others land on / with the Access Denied toast),
// then the admin navigation above the screen, the same on each one.
export async function AdminPage({ path, children }: { path: string; children: ReactNode }) {
  await requireAdmin(path);
  return (
    <>
      <AdminNav />
      {children}
    </>
  );
}
