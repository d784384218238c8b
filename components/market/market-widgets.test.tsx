import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { MarketWidgets } from "./market-widgets";
import { jsonResponse } from "@/tests/helpers/json-response";

const AS_OF = "2026-03-11T18:07:00.000Z";
const quote = (symbol: string, price: number, change: number, volume?: number) => ({
  symbol,
  name: `${symbol} name`,
  price,
  change,
  changePercent: change / 10,
  volume,
  asOf: AS_OF,
  source: "demo",
});
const news = (i: number) => ({
  title: `Headline ${i}`,
  description: `Story ${i}`,
  url: `https://finance.yahoo.com/quote/S${i}`,
  source: "Demo Market Wire",
  publishedAt: new Date(Date.parse(AS_OF) - i * 60_000).toISOString(),
  demo: true,
  provider: "demo",
});

const ROUTES: Record<string, unknown> = {
  "/api/market/quotes": [
    quote("AAPL", 230.5, 1.234, 52_400_000),
    quote("BTC-USD", 95123.456, -2.5, 3_100_000_000),
    quote("SPY", 590, 0),
  ],
  "/api/market/forex": [
    { pair: "EUR/USD", symbol: "EURUSD=X", rate: 1.083456, change: -0.123, asOf: AS_OF, source: "demo" },
  ],
  "/api/market/sentiment": {
    sentiment: "CAUTIOUS",
    score: 38,
    reasoning: "12 of 25 large caps are up today.",
    source: "demo",
    asOf: AS_OF,
  },
  "/api/market/news": Array.from({ length: 12 }, (_, i) => news(i)),
};

function mockFetch(routes: Record<string, unknown>, delay?: Promise<void>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    await delay;
    return jsonResponse(200, routes[url]);
  }) as typeof fetch;
  return calls;
}

const renderWidgets = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MarketWidgets />
    </QueryClientProvider>,
  );

describe("market widgets", () => {
  it("shows placeholders while loading", async () => {
    let release!: () => void;
    mockFetch(ROUTES, new Promise<void>((r) => (release = r)));
    const { container } = renderWidgets();
    expect(container.querySelectorAll(".animate-pulse").length).toBeGreaterThan(10);
    release();
    await screen.findByText("AAPL");
  });

  it("formats quotes: price decimals, 2-decimal changes with arrows and colours, K/M/B volume, DEMO badge", async () => {
    mockFetch(ROUTES);
    renderWidgets();
    const tiles = await screen.findAllByTestId("quote-tile");
    const [aapl, btc, spy] = tiles;
    expect(within(aapl).getByText("230.50")).toBeInTheDocument();
    expect(within(aapl).getByText("Vol 52.40M")).toBeInTheDocument();
    expect(within(aapl).getByText("+1.23").closest("[data-direction]")).toHaveClass("text-bull");
    expect(within(btc).getByText("95,123.46")).toBeInTheDocument();
    expect(within(btc).getByText("Vol 3.10B")).toBeInTheDocument();
    expect(within(btc).getByText("-2.50").closest("[data-direction]")).toHaveClass("text-bear");
    expect(within(spy).getByText("0.00").closest("[data-direction]")).toHaveClass("text-neutral");
    expect((await screen.findAllByText("DEMO")).length).toBeGreaterThanOrEqual(4);
  });

  it("shows forex rates with 4 decimals and the sentiment in its own colour", async () => {
    mockFetch(ROUTES);
    renderWidgets();
    const row = await screen.findByTestId("forex-row");
    expect(within(row).getByText("1.0835")).toBeInTheDocument();
    expect(within(row).getByText("-0.12%")).toBeInTheDocument();
    const label = await screen.findByTestId("sentiment-label");
    expect(label).toHaveTextContent("CAUTIOUS");
    expect(label).toHaveClass("text-warning");
    expect(screen.getByText("38")).toBeInTheDocument();
    expect(screen.getByText("12 of 25 large caps are up today.")).toBeInTheDocument();
  });

  it("lists the first 8 news items in a 24rem scroll area, opening links in a new tab", async () => {
    mockFetch(ROUTES);
    renderWidgets();
    const list = await screen.findByTestId("news-list");
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(8));
    expect(list).toHaveClass("max-h-[24rem]", "overflow-y-auto");
    for (const link of within(list).getAllByRole("link")) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    expect(within(list).queryByText("Headline 8")).not.toBeInTheDocument();
  });

  it("names feed codes, keeps a 0.00 change neutral and steps a long price down a size", async () => {
    mockFetch({
      ...ROUTES,
      "/api/market/quotes": [
        { ...quote("GC=F", 2650.4, 0.004), name: "Gold" },
        { ...quote("^IXIC", 19000, 12), name: "^IXIC" },
        quote("BTC-USD", 164939.74, 0.001),
      ],
    });
    renderWidgets();
    const [gold, nasdaq, btc] = await screen.findAllByTestId("quote-tile");
    expect(gold).toHaveTextContent("Gold");
    expect(gold).not.toHaveTextContent("GC=F");
    expect(nasdaq).toHaveTextContent("Nasdaq Composite");
    expect(nasdaq).not.toHaveTextContent("^IXIC");
    for (const zero of within(btc).getAllByText(/0\.00/)) {
      expect(zero.closest("[data-direction]")).toHaveAttribute("data-direction", "flat");
      expect(zero.closest("[data-direction]")).toHaveClass("text-neutral");
    }
    expect(within(gold).getByText("0.00").closest("[data-direction]")).toHaveAttribute("data-direction", "flat");
    const price = within(btc).getByTestId("quote-price");
    expect(price).toHaveTextContent("164,939.74");
    expect(price).toHaveClass("text-base");
    expect(price).not.toHaveClass("text-lg");
  });

  it("refetches quotes when Refresh is pressed", async () => {
    const calls = mockFetch(ROUTES);
    renderWidgets();
    await screen.findAllByTestId("quote-tile");
    await userEvent.click(screen.getByRole("button", { name: "Refresh market data" }));
    await waitFor(() => expect(calls.filter((c) => c === "/api/market/quotes")).toHaveLength(2));
  });
});
