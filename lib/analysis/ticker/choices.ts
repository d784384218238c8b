// The instruments a trader may pick when the server will not choose for them: the answer of
// POST /api/analyses with reason CONFIRM_INSTRUMENT (409), read by the New Analysis screen. Pure,
// shared by the server and the browser.

export interface InstrumentChoice {
  /** The ticker to send back in the form's ticker field. */
  symbol: string;
  /** The market's name for it ("Bitcoin USD", "Gold"). */
  name: string;
  /** What was read on the chart that led to it ("BTCUSDT", "NQ1!"). */
  read: string;
  /** Said beside the choice when it is not the read instrument itself (an index for a future). */
  note?: string;
}

export interface InstrumentQuestion {
  message: string;
  reason: string;
  /** The ticker named under "What we read on your chart". */
  read: string | null;
  choices: InstrumentChoice[];
}

const isChoice = (v: unknown): v is InstrumentChoice =>
  !!v &&
  typeof v === "object" &&
  typeof (v as InstrumentChoice).symbol === "string" &&
  typeof (v as InstrumentChoice).name === "string" &&
  typeof (v as InstrumentChoice).read === "string";

/** The choices carried by an error body (JSON text), or [] when there are none. */
export function choicesIn(body: string | undefined): InstrumentChoice[] {
  try {
    const parsed = JSON.parse(body ?? "") as { choices?: unknown };
    return Array.isArray(parsed.choices) ? parsed.choices.filter(isChoice) : [];
  } catch {
    return [];
  }
}
