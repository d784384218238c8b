"use client";
import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { makeQueryClient } from "@/lib/client/query-client";
import { SplashScreen } from "@/components/app-shell/splash-screen";
import { ScrollToTop } from "@/components/app-shell/scroll-to-top";
import { NavigationLoading } from "@/components/app-shell/navigation-loading";
import { WelcomeToast } from "@/components/app-shell/welcome-toast";

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
