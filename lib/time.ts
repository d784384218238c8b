// Named durations, so a reader sees "days" where the code used to say 86_400_000. The one place
// MINUTE and HOUR are defined: milliseconds for clocks and timers, seconds for candle times (Unix
// seconds, as market data gives them).
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

export const MINUTE_S = MINUTE_MS / SECOND_MS;
export const HOUR_S = HOUR_MS / SECOND_MS;
export const DAY_S = DAY_MS / SECOND_MS;
export const WEEK_S = WEEK_MS / SECOND_MS;
