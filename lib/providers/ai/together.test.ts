import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { narrateWithFallback } from "./index";
import { createTogetherAi } from "./together";
import { factsFixture } from "@/tests/helpers/facts-fixture";

// A fake Together endpoint on loopback; each test sets what it answers.
let reply: (body: { response_format?: unknown }) => { status?: number; content?: string; hang?: boolean };
// Answers held back by `hang`: only the client's time-out can end such a call.
const hanging: ServerResponse[] = [];
let requests: { model: string; response_format?: { type: string } }[] = [];
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw);
      requests.push(body);
      const r = reply(body);
      if (r.hang) return void hanging.push(res);
      res.writeHead(r.status ?? 200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "x",
          object: "chat.completion",
          created: 0,
          model: body.model,
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: r.content ?? "" } }],
        }),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => (requests = []));
afterEach(() => hanging.splice(0).forEach((res) => res.destroy()));

const ai = (timeoutMs = 2000) =>
  createTogetherAi({ apiKey: "test-key", baseURL, model: "test/vision-model", timeoutMs, maxRetries: 0 });
const good = {
  reasoning:
    "AAPL holds an uptrend above support at 196. Open a long position at 200 with the stop at 195.5 below support. TP1 205.625 and TP2 209 complete the goal.",
  summary: "Long AAPL at 200, stop 195.5.",
  initialReason: "Uptrend on the 15m chart.",
  marketTimingAlert: "RSI 58: normal timing.",
};

describe("Together narrative through the openai SDK", () => {
  it("uses a valid JSON answer and asks for a JSON schema", async () => {
    reply = () => ({ content: JSON.stringify(good) });
    const n = await narrateWithFallback(ai(), factsFixture("BUY"), [Buffer.from("jpeg")]);
    expect(n.engine).toBe("together:test/vision-model");
    expect(n.reasoning).toBe(good.reasoning);
    expect(n.engineNote).toBeUndefined();
    expect(requests[0].response_format?.type).toBe("json_schema");
    expect(requests[0].model).toBe("test/vision-model");
  });

  it("falls back to the built-in engine on invalid JSON and says so", async () => {
    reply = () => ({ content: "Sure! Here is my analysis: buy it" });
    const n = await narrateWithFallback(ai(), factsFixture("BUY"), []);
    expect(n.engine).toBe("builtin");
    expect(n.engineNote).toMatch(/^together:test\/vision-model failed/);
    expect(n.reasoning).toContain("long position");
  });

  it("drops a sentence whose price disagrees with market data", async () => {
    reply = () => ({
      content: JSON.stringify({ ...good, reasoning: good.reasoning + " A rally to 260.50 is likely this week." }),
    });
    const n = await narrateWithFallback(ai(), factsFixture("BUY"), []);
    expect(n.engine).toBe("together:test/vision-model");
    expect(n.reasoning).not.toContain("260.50");
    expect(n.reasoning).toContain("TP2 209");
    expect(n.engineNote).toMatch(/Dropped 1 model sentence/);
  });

  it("falls back when the model contradicts the computed recommendation", async () => {
    reply = () => ({
      content: JSON.stringify({
        ...good,
        reasoning: "Avoid AAPL: high risk into earnings, do not open anything at 200 today.",
      }),
    });
    const n = await narrateWithFallback(ai(), factsFixture("BUY"), []);
    expect(n.engine).toBe("builtin");
    expect(n.engineNote).toMatch(/reads as AVOID/);
  });

  it("gives up after the time-out and falls back", async () => {
    // The endpoint never answers: the call can only end through the client's time-out (a missing
    // one leaves this test to jest's own 5-s limit and fails it), no wall-clock measurement needed.
    reply = () => ({ hang: true });
    const n = await narrateWithFallback(ai(300), factsFixture("BUY"), []);
    expect(requests).toHaveLength(1);
    expect(n.engine).toBe("builtin");
    // The SDK reports its own abort at the time-out as a connection error.
    expect(n.engineNote).toBe(
      "together:test/vision-model failed (Connection error.); the built-in engine wrote this analysis.",
    );
  });

  it("coaches a simulated trade, dropping a sentence that names a price the replay never saw", async () => {
    reply = () => ({
      content: JSON.stringify({
        feedback:
          "Good entry at 200 with the stop at 195.5. The exit at 250 was lucky. Keep the risk this small next time.",
      }),
    });
    const text = await ai().coach!({
      trade: { ticker: "AAPL", tradeType: "intraday", entry: 200, stop: 195.5, target: 205, leverage: 2 },
      summary: "AAPL hit the target.",
      rules: ["Reward/risk was 1.11."],
      prices: [200, 195.5, 205],
    });
    expect(text).toBe("Good entry at 200 with the stop at 195.5. Keep the risk this small next time.");
    expect(requests[0].response_format?.type).toBe("json_schema");
  });

  it("reads a ticker and price from the chart", async () => {
    reply = () => ({ content: JSON.stringify({ ticker: "NASDAQ:AAPL", lastPrice: 231.5 }) });
    expect(await ai().readChart!(Buffer.from("jpeg"))).toEqual({ ticker: "NASDAQ:AAPL", lastPrice: 231.5 });
  });

  it("asks for the structured chart read (timeframe, axis range, is it a chart) and validates it", async () => {
    reply = () => ({
      content: JSON.stringify({
        ticker: "AAPL",
        lastPrice: 148.2,
        timeframe: "1D",
        axisMin: 140,
        axisMax: 156,
        isPriceChart: true,
      }),
    });
    expect(await ai().readChart!(Buffer.from("jpeg"))).toEqual({
      ticker: "AAPL",
      lastPrice: 148.2,
      timeframe: "1D",
      axisMin: 140,
      axisMax: 156,
      isPriceChart: true,
    });
    reply = () => ({ content: JSON.stringify({ ticker: "AAPL", lastPrice: -3 }) });
    await expect(ai().readChart!(Buffer.from("jpeg"))).rejects.toThrow();
  });
});
