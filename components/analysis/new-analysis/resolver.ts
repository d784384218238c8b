import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { NewAnalysisValues } from "@/lib/analysis/client/form-defaults";
import { createAnalysisSchema } from "@/lib/analysis/schemas";

// Loaded on demand by the New Analysis form (lib/client/lazy-resolver.ts): zod stays out of the page's first load.
export const createAnalysisResolver = zodResolver(createAnalysisSchema) as unknown as Resolver<NewAnalysisValues>;
