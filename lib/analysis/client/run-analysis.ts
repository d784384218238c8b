// What Generate needs once it is pressed: the upload and the reading of a failure. The New Analysis
// screen fetches this module at the first touch of the page, not with the page, so the page stays light.
import type { CreateAnalysisInput } from "../schemas";
import { choicesIn, type InstrumentChoice } from "../ticker/choices";
import { REASONS } from "../intake/reasons";
import { analysisErrorToast, type ToastText } from "./error-toast";
import { ApiError } from "@/lib/client/api-client";
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

/** The instruments the server offered with a refusal or a question (only ones its market serves). */
export const failureChoices = (error: unknown): InstrumentChoice[] =>
  error instanceof ApiError ? choicesIn(error.body) : [];

/** The server asks which instrument to analyse (409 CONFIRM_INSTRUMENT): nothing failed, nothing was spent. */
export const asksForInstrument = (error: unknown): boolean => submitErrorReason(error) === REASONS.confirmInstrument;
