import "server-only";
import { outcomesJob } from "@/lib/track-record/job";
import { monthlyRefillJob, trialExpiryJob } from "@/lib/account/plan-jobs";
import { tradeIdeasJob } from "@/lib/ideas/job";
import { patternVerificationJob } from "@/lib/learning/job";
import { emailOutboxJob } from "@/lib/email/job";
import { cleanupJob } from "@/lib/system/job";
import { qualityJob } from "@/lib/quality/job";
import { alertsJob } from "@/lib/alerts/job";
import { ledgerSealJob } from "@/lib/track-record/ledger/job";
import type { Job } from "./types";

// Every scheduled job, one line each. The in-process scheduler and /api/cron/{name} both read
// this list; vercel.json lists the same names for serverless hosts.
export const jobs: Job[] = [
  outcomesJob,
  monthlyRefillJob,
  trialExpiryJob,
  tradeIdeasJob,
  patternVerificationJob,
  emailOutboxJob,
  alertsJob,
  cleanupJob,
  qualityJob,
  ledgerSealJob,
];

export const findJob = (name: string): Job | undefined => jobs.find((j) => j.name === name);
