// The Together AI vision model through the openai SDK (OpenAI-compatible API). It only writes the
// explanation and reads the chart; every number it states is checked against the computed facts.
import OpenAI from "openai";
import { z } from "zod";
import { recommendationFromText } from "@/lib/providers/ai/recommendation-keywords";
import type { AiProvider, ChartReading, CoachFacts, Narrative, NarrativeFacts } from "./types";
import { dropDisagreeingSentences, knownNumbers } from "./number-check";

export interface TogetherOptions {
  apiKey: string;
  baseURL: string;
  model: string;
  timeoutMs: number;
  maxRetries?: number;
}

const narrativeSchema = z.object({
  reasoning: z.string().min(40).max(6000),
  summary: z.string().min(5).max(600),
  initialReason: z.string().min(5).max(1200),
  marketTimingAlert: z.string().min(5).max(600),
});

// The structured chart read, the model's counterpart of lib/chart-reading. Its numbers are
// checked against the offline axis read and the market by the analysis, never trusted alone;
// fields beyond ticker/lastPrice may be absent.
const chartSchema = z.object({
  ticker: z.string().max(30).nullable(),
  lastPrice: z.number().positive().nullable(),
  timeframe: z.string().max(12).nullable().optional(),
  axisMin: z.number().nullable().optional(),
  axisMax: z.number().nullable().optional(),
  isPriceChart: z.boolean().nullable().optional(),
});

const coachSchema = z.object({ feedback: z.string().min(20).max(2000) });
const COACH_PROMPT =
  "Coach this simulated trade for a retail trader in 3 to 5 sentences: what went right or wrong and what to do next time. " +
  "Build on the rule-based notes; use only prices from the facts. Facts (JSON):\n";

const jsonSchema = (name: string, properties: Record<string, unknown>) => ({
  type: "json_schema" as const,
  json_schema: {
    name,
    strict: true,
    schema: { type: "object", additionalProperties: false, required: Object.keys(properties), properties },
  },
});

const SYSTEM =
  "You are a trading analyst. Explain the given trade analysis to a retail trader in plain English. " +
  "Use ONLY the numbers in the facts; never invent prices. Keep the recommendation given in the facts. " +
  "For BUY say 'long position', for SELL 'short position', for WAIT start with 'Waiting for', for AVOID start with 'Avoid'. Answer in JSON.";

const dataUrl = (img: Buffer) => ({
  type: "image_url" as const,
  image_url: { url: `data:image/jpeg;base64,${img.toString("base64")}` },
});

export function createTogetherAi(opts: TogetherOptions): AiProvider {
  // AI_TIMEOUT_MS bounds the whole narrative call, retries included; reading the chart gets at
  // most 15 s of it, so one analysis stays well inside the spec's one minute.
  const retries = opts.maxRetries ?? 1;
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL,
    timeout: Math.floor(opts.timeoutMs / (retries + 1)),
    maxRetries: retries,
  });
  const chartTimeout = Math.min(15_000, opts.timeoutMs);
  const engine = `together:${opts.model}`;

  async function ask(
    content: OpenAI.Chat.Completions.ChatCompletionContentPart[],
    format: ReturnType<typeof jsonSchema>,
    timeout?: number,
  ): Promise<unknown> {
    const res = await client.chat.completions.create(
      {
        model: opts.model,
        temperature: 0.2,
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content },
        ],
        response_format: format,
      },
      timeout ? { timeout, maxRetries: 0 } : undefined,
    );
    const text = res.choices[0]?.message?.content ?? "";
    return JSON.parse(text.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  }

  return {
    name: engine,
    async narrate(facts: NarrativeFacts, images: Buffer[]): Promise<Narrative> {
      const str = { type: "string" };
      const raw = await ask(
        [{ type: "text", text: `Facts (JSON):\n${JSON.stringify(facts)}` }, ...images.slice(0, 2).map(dataUrl)],
        jsonSchema("narrative", { reasoning: str, summary: str, initialReason: str, marketTimingAlert: str }),
      );
      const parsed = narrativeSchema.parse(raw);
      const known = knownNumbers(facts);
      const dropped: string[] = [];
      const clean = (t: string) => {
        const r = dropDisagreeingSentences(t, known, facts.currentPrice);
        dropped.push(...r.dropped);
        return r.text;
      };
      const narrative: Narrative = {
        reasoning: clean(parsed.reasoning),
        summary: clean(parsed.summary),
        initialReason: clean(parsed.initialReason),
        marketTimingAlert: clean(parsed.marketTimingAlert),
        engine,
      };
      const readBack = recommendationFromText({
        reasoning: narrative.reasoning,
        entryPrice: facts.levels.entryPrice,
        stopLoss: facts.levels.stopLoss,
        stated: facts.recommendation,
      });
      if (readBack !== facts.recommendation)
        throw new Error(`model text reads as ${readBack}, the analysis says ${facts.recommendation}`);
      if (narrative.reasoning.length < 40)
        throw new Error("model text was mostly numbers that disagree with market data");
      if (dropped.length)
        narrative.engineNote = `Dropped ${dropped.length} model sentence(s) whose numbers disagree with market data.`;
      return narrative;
    },
    async coach(facts: CoachFacts): Promise<string> {
      const raw = await ask(
        [{ type: "text", text: COACH_PROMPT + JSON.stringify(facts) }],
        jsonSchema("coach", { feedback: { type: "string" } }),
      );
      const { feedback } = coachSchema.parse(raw);
      // Same guard as the narrative: a sentence naming a price the replay never saw is dropped.
      const { text } = dropDisagreeingSentences(feedback, facts.prices, facts.trade.entry);
      if (text.length < 20) throw new Error("coach text was mostly prices that disagree with the replay");
      return text;
    },
    async readChart(image: Buffer): Promise<ChartReading | null> {
      const raw = await ask(
        [
          {
            type: "text",
            text: "Read this chart screenshot. ticker: the symbol as shown; timeframe: the bar interval as shown (1D, 4h, 15m); lastPrice: the last price, from the price label on the axis when there is one (not the legend, which follows the crosshair); axisMin/axisMax: the lowest and highest price labels on the price axis; isPriceChart: false for photos, tables, diagrams. Use null when not visible.",
          },
          dataUrl(image),
        ],
        jsonSchema("chart", {
          ticker: { type: ["string", "null"] },
          lastPrice: { type: ["number", "null"] },
          timeframe: { type: ["string", "null"] },
          axisMin: { type: ["number", "null"] },
          axisMax: { type: ["number", "null"] },
          isPriceChart: { type: ["boolean", "null"] },
        }),
        chartTimeout,
      );
      return chartSchema.parse(raw);
    },
  };
}
