import type { Metadata } from "next";
import Link from "next/link";
import { AlreadySubscribed } from "@/components/subscribe/already-subscribed";
import { SubscribeCheckout } from "@/components/subscribe/subscribe-checkout";
import { requireUser } from "@/lib/auth/current-user";
import { hasPaidAccess, PRO_MONTHLY_TOKENS, PRO_PRICE_USD } from "@/lib/plans/access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Subscribe to PRO" };

// /subscribe: the card payment for PRO (spec part 2). Pro users and admins see 'Already Subscribed!'.
// Stripe's return (3-D Secure and the like) lands on ?success=true with its own redirect_status:
// success is shown only when Stripe says succeeded or the server already has the plan; a failed
// return shows the form again with the reason.
export default async function SubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ success?: string; redirect_status?: string }>;
}) {
  const user = await requireUser("/subscribe");
  const { success, redirect_status: redirectStatus } = await searchParams;
  const alreadyPro = hasPaidAccess(user);
  const returned = success === "true";
  const confirmed = returned && (alreadyPro || redirectStatus === "succeeded");
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10">
      <Link href="/upgrade" className="text-sm text-muted-foreground hover:text-foreground">
        ← Back to the PRO plan
      </Link>
      {alreadyPro && !returned ? (
        <AlreadySubscribed />
      ) : (
        <SubscribeCheckout
          priceUsd={PRO_PRICE_USD}
          monthlyTokens={PRO_MONTHLY_TOKENS}
          returnedWithSuccess={confirmed}
          returnedWithFailure={returned && !confirmed}
        />
      )}
    </main>
  );
}
