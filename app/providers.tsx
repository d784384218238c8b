"use client";
import * as React from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { defaultQueryFn } from "@/lib/http/api-client";
import { SplashScreen } from "@/components/app-shell/splash-screen";
import { ScrollToTop } from "@/components/app-shell/scroll-to-top";
import { NavigationLoading } from "@/components/app-shell/navigation-loading";
import { WelcomeToast } from "@/components/app-shell/welcome-toast";

// Spec part 1 section 9: data never goes stale, no retries, no refetch on focus, no polling
// unless a query asks for it.
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = React.useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider delayDuration={200}>
        {children}
        <Toaster />
        <React.Suspense fallback={null}>
          <WelcomeToast />
        </React.Suspense>
        <ScrollToTop />
        <NavigationLoading />
        <SplashScreen />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
