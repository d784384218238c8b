import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { defaultQueryFn } from "./api-client";

// Spec part 1 section 9: data never goes stale, no retries, no refetch on focus, no polling
// unless a query asks for it.
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Asks for a query's data again after a change this browser made. A load still on its way may
 * have been answered before the change, and invalidating alone would wait for that load
 * (TanStack Query cancels a running fetch only once the query has data), so it is cancelled first.
 */
export async function refetchAfterChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
