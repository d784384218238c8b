"use client";
import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { USER_QUERY_KEY } from "@/lib/auth/use-user";
import type { PublicUser } from "@/lib/auth/public-user";
import { SplashScreen } from "@/components/app-shell/splash-screen";
import { ScrollToTop } from "@/components/app-shell/scroll-to-top";
import { NavigationLoading } from "@/components/app-shell/navigation-loading";
import { WelcomeToast } from "@/components/app-shell/welcome-toast";
import { LazyToaster } from "@/components/app-shell/lazy-toaster";

// The server already knows who is signed in (the root layout read the session): the browser starts
// with that answer instead of asking /api/auth/user, so sections that depend on the plan render
// at once rather than popping in (and pushing the page down) a round trip later.
export function Providers({ user, children }: { user: PublicUser | null; children: React.ReactNode }) {
  const [client] = React.useState(() => {
    const queryClient = makeQueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, user);
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster />
      <React.Suspense fallback={null}>
        <WelcomeToast />
      </React.Suspense>
      <ScrollToTop />
      <NavigationLoading />
      <SplashScreen />
    </QueryClientProvider>
  );
}
