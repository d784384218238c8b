import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";
import { Toaster } from "@/components/ui/toaster";
import { parsePrefill } from "@/lib/analysis/client/prefill";
import { toast } from "@/lib/client/use-toast";
import { NewAnalysisForm } from "./new-analysis-form";
import { jsonResponse } from "@/tests/helpers/json-response";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }) }));

type Answer = { status: number; body: unknown };
let postAnswer: Answer;
let progressAnswer: Answer;
let userTokens: number;
const posts: FormData[] = [];

beforeEach(() => {
  // Toast state lives in a module: replace the last test's toast by a closed one.
  act(() => toast({ title: "previous test" }).dismiss());
  posts.length = 0;
  push.mockReset();
  localStorage.clear();
  userTokens = 20;
  postAnswer = { status: 201, body: { id: "an_1", symbol: "AAPL", recommendation: "BUY", tokensRemaining: 19 } };
  progressAnswer = { status: 404, body: { message: "No analysis in progress with this id" } };
  URL.createObjectURL = jest.fn(() => "blob:thumb");
  URL.revokeObjectURL = jest.fn();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    let r: Answer = { status: 404, body: { message: "Not found" } };
    if (url === "/api/auth/user")
      r = { status: 200, body: { id: "u1", plan: "free", role: "user", tokensRemaining: userTokens } };
    if (url.startsWith("/api/analyses/progress/")) r = progressAnswer;
    if (url === "/api/analyses" && init?.method === "POST") {
      posts.push(init.body as FormData);
      r = postAnswer;
    }
    return jsonResponse(r.status, r.body);
  }) as typeof fetch;
});

function renderForm({ tokens = 20, query = "" }: { tokens?: number; query?: string } = {}) {
  userTokens = tokens;
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <NewAnalysisForm initialTokens={tokens} prefill={parsePrefill(new URLSearchParams(query))} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

/** Replaces a field's value as a user would: select it all, type the new one. */
async function retype(label: string | RegExp, value: string) {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), value);
}

async function fillRequired() {
  await retype("Budget", "3000");
  await retype("Profit target", "5");
  await retype("Risk percentage (%)", "2");
  await userEvent.selectOptions(field("Investment type"), "swing");
}

const generate = () => userEvent.click(screen.getByRole("button", { name: "Generate Analysis" }));

describe("New Analysis form", () => {
  it("starts with every choice made: the spec's 3000 USD, 5% and intraday, 1% risk and no leverage", async () => {
    renderForm();
    expect(field("Budget")).toHaveValue(3000);
    expect(field("Budget currency")).toHaveValue("USD");
    expect(field("Profit target")).toHaveValue(5);
    expect(field("Profit unit")).toHaveValue("%");
    expect(field("Risk percentage (%)")).toHaveValue(1);
    expect(field("Leverage (1-500x)")).toHaveValue(1);
    expect(field("Investment type")).toHaveValue("intraday");
    expect(screen.getByRole("button", { name: "Risk 1%" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Profit 5%" })).toHaveAttribute("aria-pressed", "true");
    // No placeholder to fall back to: the style is always one of the five.
    expect(within(field("Investment type")).getAllByRole("option")).toHaveLength(5);

    // A ticker is all a trader must add.
    await userEvent.type(field("Ticker"), "msft");
    await generate();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(Object.fromEntries([...posts[0].entries()].filter(([k]) => k !== "progressId"))).toEqual({
      ticker: "MSFT",
      budget: "3000",
      budgetCurrency: "USD",
      profit: "5",
      profitType: "%",
      riskPercentage: "1",
      leverage: "1",
      investmentType: "intraday",
    });
  });

  it("tells a cleared field on the field: its message, aria-invalid, and the focus, with 'Missing Information'", async () => {
    renderForm();
    await userEvent.type(field("Ticker"), "aapl");
    await userEvent.clear(field("Risk percentage (%)"));
    await generate();
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(screen.getByText("Please fill in all required fields including risk percentage")).toBeInTheDocument();
    const risk = field("Risk percentage (%)");
    expect(risk).toHaveAttribute("aria-invalid", "true");
    expect(risk).toHaveAccessibleDescription("Risk percentage is required: enter 0.5 to 10, for example 1.");
    expect(risk).toHaveFocus();
    expect(field("Budget")).not.toHaveAttribute("aria-invalid");
    expect(posts).toHaveLength(0);

    // Fixed in place, the message goes and the analysis is sent.
    await userEvent.type(risk, "2");
    await waitFor(() => expect(risk).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText(/Risk percentage is required/)).not.toBeInTheDocument();
    await generate();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].get("riskPercentage")).toBe("2");
  });

  it("focuses the first field in error, in screen order, and says what each one needs", async () => {
    renderForm();
    await userEvent.type(field("Ticker"), "aapl");
    await userEvent.clear(field("Leverage (1-500x)"));
    await userEvent.clear(field("Budget"));
    await userEvent.clear(field("Profit target"));
    await generate();
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(field("Budget")).toHaveFocus();
    expect(field("Budget")).toHaveAccessibleDescription(
      "Budget is required: enter the amount to trade, for example 3000.",
    );
    expect(field("Profit target")).toHaveAccessibleDescription(
      "Profit target is required: enter a percentage of the budget or an amount.",
    );
    expect(field("Leverage (1-500x)")).toHaveAccessibleDescription(
      "Leverage is required: enter 1 to 500 (1 means no leverage).",
    );
    expect(posts).toHaveLength(0);
  });

  it("shows the range messages of the shared schema under the fields", async () => {
    renderForm();
    await fillRequired();
    await userEvent.clear(field("Risk percentage (%)"));
    await userEvent.type(field("Risk percentage (%)"), "12");
    await userEvent.clear(field("Leverage (1-500x)"));
    await userEvent.type(field("Leverage (1-500x)"), "600");
    await userEvent.click(screen.getByRole("button", { name: "Generate Analysis" }));
    expect(await screen.findByText("Risk percentage must be between 0.5 and 10")).toBeInTheDocument();
    expect(screen.getByText("Leverage must be between 1 and 500")).toBeInTheDocument();
    expect(field("Risk percentage (%)")).toHaveFocus();
    expect(screen.queryByText("Missing Information")).not.toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("converts the profit between percent of budget and an amount, rounded, when the unit changes", async () => {
    renderForm();
    // Percent by default: the presets are percentages, so a bare "2" is 2%, not $2.
    expect(field("Profit unit")).toHaveValue("%");
    expect(field("Budget")).toHaveValue(3000);
    await userEvent.selectOptions(field("Profit unit"), "USD");
    expect(field("Profit target")).toHaveValue(150); // the default 5% of 3000
    await retype("Profit target", "155");
    await userEvent.selectOptions(field("Profit unit"), "%");
    expect(field("Profit target")).toHaveValue(5);
    await userEvent.selectOptions(field("Profit unit"), "EUR");
    expect(field("Profit target")).toHaveValue(150);
    await userEvent.selectOptions(field("Profit unit"), "USD");
    expect(field("Profit target")).toHaveValue(150);
  });

  it("fills values from the preset buttons and marks the one in use", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Budget 5,000" }));
    await userEvent.click(screen.getByRole("button", { name: "Profit 10%" }));
    await userEvent.click(screen.getByRole("button", { name: "Risk 2%" }));
    await userEvent.click(screen.getByRole("button", { name: "Leverage 50x" }));
    expect(field("Budget")).toHaveValue(5000);
    expect(field("Profit target")).toHaveValue(10);
    expect(field("Profit unit")).toHaveValue("%");
    expect(field("Risk percentage (%)")).toHaveValue(2);
    expect(field("Leverage (1-500x)")).toHaveValue(50);
    expect(screen.getByRole("button", { name: "Budget 5,000" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Budget 1,000" })).toHaveAttribute("aria-pressed", "false");
    const presets = within(screen.getByRole("group", { name: "Leverage presets" })).getAllByRole("button");
    expect(presets.map((b) => b.textContent)).toEqual(["5x", "10x", "50x", "100x", "200x"]);
  });

  it("loads a trade idea from the prefill query with the 'Trade Idea Loaded' toast", async () => {
    renderForm({ query: "prefill=true&ticker=nvda&budget=750&profit=5%25&type=scalping" });
    expect(await screen.findByText("Trade Idea Loaded")).toBeInTheDocument();
    expect(field("Ticker")).toHaveValue("NVDA");
    expect(field("Budget")).toHaveValue(750);
    expect(field("Profit target")).toHaveValue(5);
    expect(field("Profit unit")).toHaveValue("%");
    expect(field("Investment type")).toHaveValue("scalping");
    expect(field("Budget currency")).toHaveValue("USD");
  });

  it("uses the spec's defaults for a bare prefill link", async () => {
    renderForm({ query: "prefill=true&ticker=msft" });
    expect(await screen.findByText("Trade Idea Loaded")).toBeInTheDocument();
    expect(field("Budget")).toHaveValue(3000);
    expect(field("Profit target")).toHaveValue(5);
    expect(field("Profit unit")).toHaveValue("USD");
    expect(field("Investment type")).toHaveValue("intraday");
  });

  it("skips a non-image with 'Invalid File Type' and keeps images as thumbnails that can be removed", async () => {
    renderForm();
    const input = screen.getByTestId("screenshot-input");
    await userEvent.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }), { applyAccept: false });
    expect((await screen.findAllByText("Invalid File Type")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("notes.txt is not an image file. Skipped.").length).toBeGreaterThan(0);
    // The refusal also stays on the form, next to the file, after its toast has gone.
    expect(screen.getByTestId("refusal-note")).toHaveTextContent("notes.txt is not an image file. Skipped.");
    expect(screen.queryByRole("list", { name: "Added screenshots" })).not.toBeInTheDocument();

    await userEvent.upload(input, [png("chart.png"), png("news.png"), png("extra.png")]);
    expect(await screen.findByText("3 Image(s) Uploaded")).toBeInTheDocument();
    expect(screen.queryByTestId("refusal-note")).toBeNull(); // the next good file clears it
    expect(screen.getByAltText("Chart screenshot: chart.png")).toBeInTheDocument();
    expect(screen.getByAltText("News screenshot: news.png")).toBeInTheDocument();
    expect(screen.getByAltText("Not sent screenshot: extra.png")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove chart.png" }));
    expect(screen.getByAltText("Chart screenshot: news.png")).toBeInTheDocument();
    expect(screen.getByAltText("News screenshot: extra.png")).toBeInTheDocument();
  });

  it("disables Generate at 0 tokens with 'No tokens remaining'", async () => {
    renderForm({ tokens: 0 });
    expect(screen.getByRole("button", { name: "Generate Analysis" })).toBeDisabled();
    expect((await screen.findAllByText("No tokens remaining", { exact: true })).length).toBeGreaterThan(0); // the toast
    expect(
      screen.getAllByText("You have used all your monthly analysis tokens.", { exact: false }).length,
    ).toBeGreaterThan(0);
  });

  it("posts the first two screenshots with the fields, stores the result and opens the results screen", async () => {
    renderForm();
    await userEvent.upload(screen.getByTestId("screenshot-input"), [
      png("chart.png"),
      png("news.png"),
      png("extra.png"),
    ]);
    await screen.findByAltText("Chart screenshot: chart.png");
    await userEvent.type(field("Ticker (optional)"), "aapl");
    await fillRequired();
    await userEvent.click(screen.getByRole("button", { name: "Generate Analysis" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/analysis-results?id=an_1"));
    const sent = posts[0];
    expect(sent.get("ticker")).toBe("AAPL");
    expect(sent.get("riskPercentage")).toBe("2");
    expect(sent.get("investmentType")).toBe("swing");
    expect((sent.get("chartImage") as File).name).toBe("chart.png");
    expect((sent.get("newsImage") as File).name).toBe("news.png");
    expect(String(sent.get("progressId"))).toMatch(/^[a-f0-9]{32}$/);
    expect(JSON.parse(localStorage.getItem("candlewise:latest-analysis") ?? "{}").id).toBe("an_1");
    expect(await screen.findByText("Analysis Created")).toBeInTheDocument();
  });

  it("names the instrument in the 'Analysis Created' toast, not its feed code", async () => {
    postAnswer = {
      status: 201,
      body: { id: "an_2", symbol: "GC=F", instrumentName: "Gold", recommendation: "WAIT", tokensRemaining: 19 },
    };
    renderForm();
    await userEvent.type(field("Ticker"), "GC=F");
    await fillRequired();
    await generate();
    expect(await screen.findByText("Gold: WAIT")).toBeInTheDocument();
    expect(screen.queryByText(/GC=F: WAIT/)).toBeNull();
  });

  it("shows the engine's stage while the analysis runs", async () => {
    let release: (a: Answer) => void = () => undefined;
    postAnswer = { status: 201, body: {} };
    const pending = new Promise<Answer>((resolve) => {
      release = resolve;
    });
    const base = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/analyses" && init?.method === "POST") {
        postAnswer = await pending;
      }
      return base(input, init);
    }) as typeof fetch;
    progressAnswer = {
      status: 200,
      body: {
        stage: "indicators",
        stages: ["reading_image", "market_data", "indicators", "backtest", "writing", "done"],
        percent: 40,
        failed: false,
      },
    };
    renderForm();
    await userEvent.type(field("Ticker"), "aapl");
    await fillRequired();
    await userEvent.click(screen.getByRole("button", { name: "Generate Analysis" }));
    expect(await screen.findByText("Analyzing Market Data")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("progressbar", { name: "Analysis progress" })).toHaveAttribute("aria-valuenow", "40"),
    );
    expect(screen.getByText("Computing indicators and levels").closest("li")).toHaveAttribute("data-state", "current");
    expect(screen.getByText("Fetching live market data").closest("li")).toHaveAttribute("data-state", "done");
    const sentence = "We could not find AAPL in this server's market data. Check the symbol.";
    release({ status: 400, body: { message: sentence, reason: "TICKER_NOT_FOUND" } });
    expect((await screen.findAllByText("Invalid Ticker")).length).toBeGreaterThan(0);
    expect(screen.getByTestId("refusal-note")).toHaveTextContent(sentence);
    expect(screen.queryByText("Analyzing Market Data")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Analysis" })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
    // The server's sentence is on the ticker too, and the ticker has the focus.
    await waitFor(() => expect(field("Ticker")).toHaveFocus());
    expect(field("Ticker")).toHaveAttribute("aria-invalid", "true");
    expect(field("Ticker")).toHaveAccessibleDescription(sentence);
  });

  it("asks for a ticker on the field when there is neither a ticker nor a screenshot; a chart makes it optional", async () => {
    renderForm();
    // Without a chart the label does not claim the ticker is optional.
    expect(screen.queryByLabelText("Ticker (optional)")).not.toBeInTheDocument();
    await generate();
    expect(await screen.findByText("Ticker Required")).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    const ticker = field("Ticker");
    expect(ticker).toHaveFocus();
    expect(ticker).toHaveAttribute("aria-invalid", "true");
    expect(ticker).toHaveAccessibleDescription(
      "Enter the ticker (for example AAPL), or add a chart screenshot to read it from.",
    );

    await userEvent.upload(screen.getByTestId("screenshot-input"), png("chart.png"));
    await screen.findByAltText("Chart screenshot: chart.png");
    expect(field("Ticker (optional)")).not.toHaveAttribute("aria-invalid");
    expect(field("Ticker (optional)")).toHaveAccessibleDescription("Leave empty to read it from the chart");
  });

  it("puts 'Cannot identify ticker from chart' on the ticker and focuses it when the run ends", async () => {
    postAnswer = { status: 400, body: { message: "Cannot identify ticker from chart" } };
    renderForm();
    await userEvent.upload(screen.getByTestId("screenshot-input"), png("chart.png"));
    await screen.findByAltText("Chart screenshot: chart.png");
    await generate();
    expect((await screen.findAllByText("Ticker Required")).length).toBeGreaterThan(0);
    const ticker = field("Ticker (optional)");
    await waitFor(() => expect(ticker).toHaveFocus());
    expect(ticker).toHaveAttribute("aria-invalid", "true");
    expect(ticker).toHaveAccessibleDescription(
      "The ticker could not be read from the chart: enter it here (for example AAPL).",
    );
    // Typing a ticker answers it.
    await userEvent.type(ticker, "AAPL");
    await waitFor(() => expect(ticker).not.toHaveAttribute("aria-invalid"));
  });

  it("keeps a refusal beside the file with only the instruments the server offered, never a guess of its own", async () => {
    const sentence = "We read XNGUSD (CAPITALCOM) on your chart; the demo market does not carry it.";
    postAnswer = { status: 400, body: { message: sentence, reason: "TICKER_NOT_FOUND", choices: [] } };
    renderForm();
    await userEvent.upload(screen.getByTestId("screenshot-input"), png("chart.png"));
    await screen.findByAltText("Chart screenshot: chart.png");
    await fillRequired();
    await generate();
    const note = await screen.findByTestId("refusal-note");
    expect(note).toHaveTextContent(sentence);
    expect(note).toHaveTextContent(/type the ticker as the market feed writes it/i);
    // Still there once the toast has gone: it is part of the form, not of the toast.
    act(() => toast({ title: "another toast" }).dismiss());
    expect(screen.getByTestId("refusal-note")).toBeInTheDocument();
    // Natural Gas (NG=F) is the feed's name for XNGUSD, but the server did not offer it: it cannot analyse it.
    expect(within(note).queryByRole("button")).toBeNull();
    expect(note).not.toHaveTextContent("NG=F");
  });

  it("shows the server's question with its instruments, read one first, and analyses the one picked", async () => {
    const message =
      "We read GOOG (NASDAQ) on your chart, and it also names AAPL (Apple Inc. (AAPL)). Which one should we analyse?";
    postAnswer = {
      status: 409,
      body: {
        message,
        reason: "CONFIRM_INSTRUMENT",
        read: "GOOG",
        choices: [
          { symbol: "GOOGL", name: "Alphabet Inc.", read: "GOOG" },
          { symbol: "AAPL", name: "Apple Inc.", read: "AAPL" },
        ],
      },
    };
    renderForm();
    await userEvent.upload(screen.getByTestId("screenshot-input"), png("chart.png"));
    await screen.findByAltText("Chart screenshot: chart.png");
    await fillRequired();
    await generate();
    const picker = await screen.findByRole("group", { name: "Which instrument should we analyse?" });
    expect(picker).toHaveTextContent(message);
    expect(picker).toHaveTextContent("No token has been used");
    const buttons = within(picker).getAllByRole("button", { name: /^Analyse (?!this)/ });
    expect(buttons.map((b) => b.textContent)).toEqual(["Analyse Alphabet Inc. (GOOGL)", "Analyse Apple Inc. (AAPL)"]);
    // Nothing failed: no error toast.
    expect(screen.queryByText("Which Instrument?")).toBeNull();
    expect(posts).toHaveLength(1);
    expect(posts[0].get("ticker")).toBeNull();

    postAnswer = { status: 201, body: { id: "an_2", symbol: "AAPL", recommendation: "BUY", tokensRemaining: 19 } };
    await userEvent.click(within(picker).getByRole("button", { name: "Analyse Apple Inc. (AAPL)" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1].get("ticker")).toBe("AAPL");
    expect(posts[1].get("chartImage")).not.toBeNull();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/analysis-results?id=an_2"));
  });

  it("analyses a ticker typed in the question when none of the offered ones is right", async () => {
    postAnswer = {
      status: 409,
      body: {
        message: "We read XNGUSD (CAPITALCOM) on your chart; the demo market does not carry it.",
        reason: "CONFIRM_INSTRUMENT",
        read: "XNGUSD",
        choices: [],
      },
    };
    renderForm();
    await userEvent.upload(screen.getByTestId("screenshot-input"), png("chart.png"));
    await screen.findByAltText("Chart screenshot: chart.png");
    await fillRequired();
    await generate();
    const picker = await screen.findByRole("group", { name: "Which instrument should we analyse?" });
    expect(within(picker).queryByRole("button", { name: /^Analyse (?!this)/ })).toBeNull();
    postAnswer = { status: 201, body: { id: "an_3", symbol: "CL=F", recommendation: "WAIT", tokensRemaining: 19 } };
    await userEvent.type(within(picker).getByLabelText("Type a ticker:"), "CL=F{Enter}");
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1].get("ticker")).toBe("CL=F");
  });
});
