// One error type for the whole server; route wrappers map it to a status code.
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
  timeout: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

// The bundler may give one server two copies of this module (one per route's bundle), and an
// object made by one copy (the image pool lives on globalThis) fails `instanceof` in the other.
// A registry-wide symbol is the same in every copy, so the brand is what marks an AppError.
const BRAND = Symbol.for("candlewise.AppError");

export class AppError extends Error {
  readonly [BRAND] = true;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError =>
  e instanceof AppError || (typeof e === "object" && e !== null && (e as { [BRAND]?: unknown })[BRAND] === true);
