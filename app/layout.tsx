import type { Metadata, Viewport } from "next";
import "./globals.css";
import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: "Candlewise — AI chart analysis for traders", template: "%s · Candlewise" },
  description: "Upload a chart, set your budget and risk, and get a grounded trade analysis.",
  other: { google: "notranslate" },
};

export const viewport: Viewport = { themeColor: "#0b1120", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  // translate="no" + the notranslate meta keep browsers from auto-translating prices and labels.
  return (
    <html lang="en" translate="no" className="dark notranslate" suppressHydrationWarning>
      <body className="min-h-dvh bg-background text-foreground">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
