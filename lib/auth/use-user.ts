"use client";
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api-client";
import type { PublicUser } from "./public-user";

export const USER_QUERY_KEY = ["/api/auth/user"] as const;
export const AUTH_STATE_EVENT = "auth-state-changed";

/**
 * Tells every open useUser() to look the session up again (spec part 1 section 4). After a logout
 * the answer is known, so the cache is cleared without asking: a request there would only answer
 * 401 and log an error in a signed-out visitor's console.
 */
export const announceAuthChange = (state: "changed" | "signed_out" = "changed") =>
  window.dispatchEvent(new CustomEvent(AUTH_STATE_EVENT, { detail: state }));

// Session state in the browser: a 401, any non-OK answer or a network failure means signed out.
export function useUser() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: async () => {
      try {
        return await getJson<PublicUser | null>(USER_QUERY_KEY[0], { on401: "returnNull" });
      } catch {
        return null;
      }
    },
  });
  useEffect(() => {
    const refresh = (event: Event) => {
      if ((event as CustomEvent).detail === "signed_out") client.setQueryData(USER_QUERY_KEY, null);
      else void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
    };
    window.addEventListener(AUTH_STATE_EVENT, refresh);
    return () => window.removeEventListener(AUTH_STATE_EVENT, refresh);
  }, [client]);
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: Boolean(user) };
}
