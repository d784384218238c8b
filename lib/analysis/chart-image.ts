// The uploaded chart screenshot of an analysis (the stored 1280x720 JPEG, metadata stripped), for
// its owner only: the results page shows it beside what was read from it.
import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ScreenshotStorage } from "@/lib/storage";
import { analyses, analysisImages } from "./tables";

export async function getOwnChartImage(
  db: Db,
  storage: ScreenshotStorage,
  analysisId: string,
  userId: string,
): Promise<Buffer> {
  const [row] = await db
    .select({ bytes: analysisImages.bytes, storageKey: analysisImages.storageKey })
    .from(analysisImages)
    .innerJoin(analyses, eq(analyses.id, analysisImages.analysisId))
    .where(
      and(eq(analysisImages.analysisId, analysisId), eq(analysisImages.role, "chart"), eq(analyses.userId, userId)),
    )
    .limit(1);
  const image = row
    ? await storage.get({ bytes: row.bytes ? Buffer.from(row.bytes) : null, storageKey: row.storageKey })
    : null;
  if (!image) throw new AppError("not_found", "Chart image not found");
  return image;
}
