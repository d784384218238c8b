// What every three-server check shares: the run's context, HTTP as a browser-less client speaks it,
// and the database the servers share, read directly.
import { Client } from "pg";
import { validFields } from "../../tests/integration/analysis-helpers";
import type { Server } from "./servers";

export type Ctx = {
  servers: Server[];
  env: Record<string, string>;
  dbUrl: string;
  admin: { email: string; password: string };
  start: (name: string, port: number) => Server;
  readyMs: number[];
};

export function expect(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

/** One query on the shared database, on a connection of its own. */
export async function sql<T = Record<string, unknown>>(ctx: Ctx, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: ctx.dbUrl });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");

export async function post(server: Server, p: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${p}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** A new account on one server; returns its cookies. */
export async function register(server: Server, email: string, password = "multi-password-1") {
  const res = await post(server, "/api/auth/register", { email, password, termsAccepted: true });
  if (res.status !== 201) throw new Error(`register on ${server.name}: ${res.status} ${await res.text()}`);
  return cookiesOf(res);
}

/** The New Analysis form with a typed ticker, as the browser posts it. */
export function analysisForm(
  ticker: string,
  o: { investmentType?: string; progressId?: string; chart?: Buffer } = {},
): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    ...validFields,
    investmentType: o.investmentType ?? validFields.investmentType,
    ticker,
  };
  if (o.progressId) fields.progressId = o.progressId;
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (o.chart) form.append("chartImage", new Blob([new Uint8Array(o.chart)], { type: "image/png" }), "chart.png");
  return form;
}
