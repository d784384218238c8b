// Kept for the callers that stop the shared OCR worker (tests, scripts): the worker itself lives
// in lib/chart-reading/ocr.ts, created once per process and reused.
export { terminateOcr } from "@/lib/chart-reading/ocr";
