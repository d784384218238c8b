export const CLEANUP_JOB = "cleanup";
