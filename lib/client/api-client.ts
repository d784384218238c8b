// The browser's one way to call our API (spec part 1 sections 7 and 8): cookies always sent,
// JSON bodies, and a non-OK answer raised as "<status>: <body or status text>".
import type { QueryFunctionContext } from "@tanstack/react-query";
import { toast } from "@/lib/client/use-toast";

export const LOGGED_OUT_REDIRECT_MS = 500;
let signingOut = false;
// Where a 401 is an answer, not a lost session.
const AUTH_ANSWERS = new Set([
  "/api/auth/login",
  "/api/auth/register",
  "/api/auth/logout",
  "/api/auth/user",
  "/api/auth/google-signin",
]);

/**
 * Spec part 1 section 2: a 401 reaching a signed-in screen means the session ended (logged out
 * elsewhere, deactivated): say so once, then go to /api/login after 500 ms. Auth calls are left
 * alone: their 401s are answers (wrong password, nobody signed in).
 */
export function handleUnauthorized(
  url: string,
  status: number,
  navigate = (to: string) => window.location.assign(to),
): void {
  if (status !== 401 || typeof window === "undefined" || signingOut) return;
  if (AUTH_ANSWERS.has(new URL(url, window.location.href).pathname)) return;
  signingOut = true;
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  setTimeout(() => navigate("/api/login"), LOGGED_OUT_REDIRECT_MS);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The machine-readable `reason` of a JSON error (e.g. TICKER_NOT_FOUND), when the server gave one. */
  get serverReason(): string | undefined {
    try {
      const reason = (JSON.parse(this.body) as { reason?: unknown }).reason;
      return typeof reason === "string" ? reason : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's `message` field when the body is JSON, else the raw body. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown };
      const m = parsed.message ?? parsed.error;
      return typeof m === "string" ? m : undefined;
    } catch {
      return this.body || undefined;
    }
  }
}

async function throwIfNotOk(res: Response, url: string): Promise<void> {
  if (res.ok) return;
  handleUnauthorized(url, res.status);
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text, `${res.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body !== undefined && !isForm ? { "Content-Type": "application/json" } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res, url);
  return res;
}

export async function readJsonResponse<T>(res: Response): Promise<T> {
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    const text = await res.text();
    throw new Error(
      `Expected a JSON response but received ${type || "an unknown content type"}: ${text.slice(0, 100)}`,
    );
  }
  return (await res.json()) as T;
}

export async function getJson<T>(url: string, options: { on401?: "returnNull" | "throw" } = {}): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  if (options.on401 === "returnNull" && res.status === 401) return null as T;
  await throwIfNotOk(res, url);
  return readJsonResponse<T>(res);
}

/** The first element of a query key is the GET path. */
export function defaultQueryFn({ queryKey }: QueryFunctionContext): Promise<unknown> {
  return getJson(String(queryKey[0]));
}

/** A human message for a caught error: the server's message, else the error's own. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof TypeError) return "Network error. Please try again.";
  return error instanceof Error && error.message ? error.message : fallback;
}
