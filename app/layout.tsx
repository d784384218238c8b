import type { Metadata, Viewport } from "next";
import "./globals.css";
import { Providers } from "./providers";
import { AppHeader } from "@/components/app-shell/app-header";
import { getCurrentUser } from "@/lib/auth/current-user";
import { toPublicUser } from "@/lib/auth/public-user";

export const metadata: Metadata = {
  title: { default: "Candlewise — AI chart analysis for traders", template: "%s · Candlewise" },
  description: "Upload a chart, set your budget and risk, and get a grounded trade analysis.",
  other: { google: "notranslate" },
};

export const viewport: Viewport = { themeColor: "#0b1120", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // One header on every signed-in screen (signed-out visitors see the landing and login only).
  const user = await getCurrentUser();
  const publicUser = user ? toPublicUser(user) : null;
  // translate="no" + the notranslate meta keep browsers from auto-translating prices and labels.
  return (
    <html lang="en" translate="no" className="dark notranslate" suppressHydrationWarning>
      <body
        className={
          user ? "min-h-dvh bg-background pb-16 text-foreground md:pb-0" : "min-h-dvh bg-background text-foreground"
        }
      >
        <Providers user={publicUser}>
          {publicUser && <AppHeader user={publicUser} />}
          {children}
        </Providers>
      </body>
    </html>
  );
}
