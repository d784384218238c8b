// Multipart requests for POST /api/analyses, built the way the browser form sends them.
import { BASE } from "../helpers/request";

export const validFields = {
  budget: "10000",
  budgetCurrency: "USD",
  profit: "5",
  profitType: "%",
  riskPercentage: "2",
  leverage: "10",
  investmentType: "intraday",
};

export function analysisRequest(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; data: Buffer }[] = [],
  init: { cookie?: string; headers?: Record<string, string> } = {},
): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return new Request(`${BASE}/api/analyses`, {
    method: "POST",
    headers: { origin: BASE, host: "localhost:3000", ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
    body: form,
  });
}
