import { zodResolver } from "@hookform/resolvers/zod";
import { simulatorRequestSchema } from "@/lib/simulator/schemas";

// Loaded on demand by the simulator form (lib/client/lazy-resolver.ts): zod stays out of the dashboard's first load.
export const simulatorResolver = zodResolver(simulatorRequestSchema);
