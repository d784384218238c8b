// Fakes only Date: the code under test reads `now`, while timers, the database and argon2 run as
// usual (a faked setTimeout would stall PGlite and the password hashing the tests wait on).
const REAL_TIMERS = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;

export function pinDate(now: Date): void {
  jest.useFakeTimers({ now, doNotFake: [...REAL_TIMERS] });
}
