import { QueryClient } from "@tanstack/react-query";
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
