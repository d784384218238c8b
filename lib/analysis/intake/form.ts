// Reads the multipart request within the upload limit (lib/http/read-limited: Content-Length first,
// then the body stream is counted so a missing or lying header cannot get past).
import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { readLimited } from "@/lib/http/read-limited";
import { hasNul, NUL_MESSAGE } from "@/lib/format/safe-text";
import { createAnalysisSchema, type CreateAnalysisInput } from "../schemas";

export const tooLarge = (limit: number) =>
  new AppError(
    "payload_too_large",
    `Upload too large: the limit is ${Math.round((limit / 1024 / 1024) * 10) / 10} MB. Try a smaller image or enter the ticker.`,
  );

export interface UploadedFile {
  name: string;
  data: Buffer;
}

export interface AnalysisForm {
  input: CreateAnalysisInput;
  files: UploadedFile[]; // chartImage, then newsImage (at most two)
  progressId: string | null;
}

export async function readAnalysisForm(req: Request, limit = env.UPLOAD_MAX_BYTES): Promise<AnalysisForm> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new AppError("unsupported_media_type", "Send the analysis as multipart/form-data");
  }
  const body = await readLimited(req, limit, () => tooLarge(limit));
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("bad_request", "The upload could not be read");
  }
  const field = (k: string) => {
    const v = form.get(k);
    if (typeof v === "string" && hasNul(v)) throw new AppError("bad_request", NUL_MESSAGE);
    return typeof v === "string" ? v : undefined;
  };
  const input = createAnalysisSchema.parse({
    ticker: field("ticker") || undefined,
    budget: field("budget"),
    budgetCurrency: field("budgetCurrency") || undefined,
    profit: field("profit"),
    profitType: field("profitType") || undefined,
    riskPercentage: field("riskPercentage"),
    leverage: field("leverage"),
    investmentType: field("investmentType"),
  });
  const files: UploadedFile[] = [];
  for (const key of ["chartImage", "newsImage", "images", "image"]) {
    for (const v of form.getAll(key)) {
      if (typeof v === "string" || files.length >= 2) continue;
      if (v.size > limit) throw tooLarge(limit);
      if (v.size > 0) files.push({ name: (v.name || key).slice(0, 100), data: Buffer.from(await v.arrayBuffer()) });
    }
  }
  const progress = field("progressId");
  return { input, files, progressId: progress && /^[A-Za-z0-9_-]{8,64}$/.test(progress) ? progress : null };
}
