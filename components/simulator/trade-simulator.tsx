"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ProGate } from "@/components/dashboard/pro-gate";
import { SIMULATOR_BENEFITS, SimulatorPreview } from "@/components/dashboard/locked-previews/simulator-preview";
import { ApiError, apiRequest, readJsonResponse } from "@/lib/client/api-client";
import type { SimulatorRequest } from "@/lib/simulator/schemas";
import type { SimulationResponse } from "@/lib/simulator/types";
import { toast } from "@/lib/client/use-toast";
import { SimulatorForm } from "./simulator-form";
import { pnlText, SimulationResult } from "./simulation-result";

async function simulate(input: SimulatorRequest): Promise<SimulationResponse> {
  return readJsonResponse<SimulationResponse>(await apiRequest("POST", "/api/trade-simulator", input));
}

export function simulationErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage)
    return error.serverMessage;
  return "Failed to simulate trade. Please try again.";
}

// Dashboard section "Trade Simulator" (spec part 1 sections 4 and 8): idle, pending
// ('Simulating Trade...'), a result (WIN, LOSS or open) or an error; each submit clears the last result.
function SimulatorBody() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: simulate,
    onSuccess: (sim) => {
      if (!sim.success) {
        toast({
          variant: "destructive",
          title: "Simulation Failed",
          description: sim.message || "Unable to simulate trade with the provided parameters",
        });
        return;
      }
      toast({
        title: "Trade Simulation Complete",
        description: `${sim.result}: ${pnlText(sim)}${sim.result === "open" ? " (unrealised)" : ""}`,
      });
      // A simulation counts towards the personal score and shows in the activity feed.
      void client.invalidateQueries({ queryKey: ["/api/dashboard/personal-score"] });
      void client.invalidateQueries({ queryKey: ["/api/dashboard/activity"] });
    },
    // One message: the server's sentence when the request itself was wrong (an unknown ticker:
    // retrying cannot help), the spec's "try again" when the server or the network failed.
    onError: (error) =>
      toast({ variant: "destructive", title: "Simulation Error", description: simulationErrorText(error) }),
  });

  const submit = (input: SimulatorRequest) => {
    mutation.reset(); // the previous result disappears as soon as a new run starts
    mutation.mutate(input);
  };
  const sim = mutation.data;

  return (
    <div className="flex flex-col gap-6">
      <SimulatorForm pending={mutation.isPending} onSubmit={submit} />
      {mutation.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Simulating Trade...
        </p>
      )}
      {sim && !sim.success && (
        <p role="alert" className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-warning">
          {sim.message || "Unable to simulate trade with the provided parameters"}
        </p>
      )}
      {sim?.success && <SimulationResult sim={sim} />}
    </div>
  );
}

export function TradeSimulator() {
  return (
    <ProGate feature="Trade Simulator" benefits={SIMULATOR_BENEFITS} preview={<SimulatorPreview />}>
      <Card role="region" aria-label="Trade Simulator">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FlaskConical className="h-5 w-5 text-primary" aria-hidden="true" /> Trade Simulator
          </CardTitle>
          <CardDescription>
            Replay a trade on the market data&apos;s candles from its date: which came first, your stop loss or your
            take profit?
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SimulatorBody />
        </CardContent>
      </Card>
    </ProGate>
  );
}
