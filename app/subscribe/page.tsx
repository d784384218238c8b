import type { Metadata } from "next";
import Link from "next/link";
import { AlreadySubscribed } from "@/components/subscribe/already-subscribed";
import { SubscribeCheckout } from "@/components/subscribe/subscribe-checkout";
import { requireUser } from "@/lib/auth/current-user";
import { PRO_MONTHLY_TOKENS, PRO_PRICE_USD } from "@/lib/plans/access";
import { hasPaidAccess } from "@/lib/plans/access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Subscribe to PRO" };

// /subscribe: the card payment for PRO (spec part 2). Pro users and admins see 'Already Subscribed!'.
export default async function SubscribePage({ searchParams }: { searchParams: Promise<{ success?: string }> }) {
  const user = await requireUser("/subscribe");
  const { success } = await searchParams;
  const alreadyPro = hasPaidAccess(user);
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10">
      <Link href="/upgrade" className="text-sm text-muted-foreground hover:text-foreground">
        ← Back to the PRO plan
      </Link>
      {alreadyPro && success !== "true" ? (
        <AlreadySubscribed />
      ) : (
        <SubscribeCheckout priceUsd={PRO_PRICE_USD} monthlyTokens={PRO_MONTHLY_TOKENS} returnedWithSuccess={success === "true"} />
      )}
    </main>
  );
}
