"use client";
import { useQuery } from "@tanstack/react-query";
import { handleUnauthorized, readJsonResponse } from "@/lib/client/api-client";

// Dashboard widgets report a failed fetch as 'HTTP {status}: {statusText}' (spec part 1 section 8).
export async function fetchDashboard<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) {
    handleUnauthorized(url, res.status); // a lapsed session: 'Unauthorized', then /api/login
    throw new Error(`HTTP ${res.status}: ${res.statusText}`);
  }
  return readJsonResponse<T>(res);
}

/** GETs a dashboard endpoint; the path is the query key, so other screens can invalidate it. */
export function useDashboardData<T>(path: string, options: { enabled?: boolean } = {}) {
  return useQuery<T>({ queryKey: [path], queryFn: () => fetchDashboard<T>(path), enabled: options.enabled ?? true });
}
