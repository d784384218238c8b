export const dynamic = "force-dynamic";
// /admin-dashboard: the same admin page (requireAdmin runs inside it).
export { default } from "../admin/page";
