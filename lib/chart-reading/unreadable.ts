/**
 * The code of an upload that cannot be taken as a screenshot (not an image, too many pixels, too
 * slow to read). The readers give it, and the analysis intake lists it among its reasons
 * (REASONS.chartValidation); the browser picks its toast by it.
 */
export const UNREADABLE_IMAGE = "CHART_VALIDATION_FAILED";
