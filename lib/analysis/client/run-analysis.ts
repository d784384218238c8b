// What Generate needs once it is pressed: the upload and the reading of a failure. The New Analysis
// screen fetches this module at the first touch of the page, not with the page (issue 17, light pages).
import type { CreateAnalysisInput } from "../schemas";
import { analysisErrorToast, type ToastText } from "./error-toast";
import {
  buildAnalysisForm,
  submitAnalysis,
  submitErrorMessage,
  submitErrorReason,
  type CreatedAnalysis,
} from "./submit-analysis";

export interface Submission {
  input: CreateAnalysisInput;
  images: File[];
  progressId: string;
}

export const runAnalysis = (s: Submission): Promise<CreatedAnalysis> =>
  submitAnalysis(buildAnalysisForm(s.input, s.images, s.progressId));

/** The spec's toast for a failed run (part 1 section 8). */
export const failureToast = (error: unknown): ToastText =>
  analysisErrorToast(submitErrorMessage(error), submitErrorReason(error));
