import { FREE_MONTHLY_TOKENS, PRO_MONTHLY_TOKENS, PRO_PRICE_USD, TRIAL_DAYS, TRIAL_TOKENS } from "@/lib/plans/access";

// The plans and the price, from the same constants the server enforces (one token = one analysis).
const PLANS = [
  {
    name: "Free",
    price: "$0",
    lines: [`${FREE_MONTHLY_TOKENS} analyses a month`, "Trade ideas, simulator and score locked"],
  },
  {
    name: "Free trial",
    price: `${TRIAL_DAYS} days`,
    lines: [`${TRIAL_TOKENS} analyses`, "Everything PRO has", "No card needed"],
  },
  {
    name: "PRO",
    price: `$${PRO_PRICE_USD.toFixed(2)} / month`,
    lines: [
      `${PRO_MONTHLY_TOKENS} analyses a month`,
      "Daily trade ideas, trade simulator, personal score",
      "Cancel anytime",
    ],
  },
];

export function PlansSection() {
  return (
    <section aria-labelledby="plans-title" className="space-y-3">
      <h2 id="plans-title" className="text-xl font-semibold">
        Plans and price
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {PLANS.map((p) => (
          <li key={p.name} className="rounded-lg border border-border bg-card p-4 text-left">
            <p className="font-semibold">{p.name}</p>
            <p className="text-lg font-bold">{p.price}</p>
            <ul className="mt-2 list-disc space-y-1 pl-4 text-sm text-muted-foreground">
              {p.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
