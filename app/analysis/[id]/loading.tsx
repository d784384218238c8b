import { ResultsSkeleton } from "@/components/analysis/results/results-skeleton";

// Shown while the server reads the analysis.
export default function Loading() {
  return <ResultsSkeleton withHeader />;
}
