import "server-only";
import { ZodError } from "zod";
import type { User } from "@/lib/auth/tables";
import { getSessionUser } from "@/lib/auth/session";
import { hasProAccess } from "@/lib/plans/access";
import { AppError, isAppError } from "@/lib/errors";
import { redactError } from "@/lib/db/errors";
import { containsNul, NUL_MESSAGE } from "@/lib/format/safe-text";
import { refuseCrossSite } from "./origin";

type Params = Record<string, string | string[] | undefined>;
type NextContext = { params: Promise<Params> };
export type RouteContext<P extends Params = Params> = { req: Request; params: P };
export type UserContext<P extends Params = Params> = RouteContext<P> & { user: User };

type Options = {
  /** Webhooks and cron calls come from other sites by design. */
  allowCrossSite?: boolean;
};
type UserOptions = Options & { plan?: "pro"; role?: "admin" };

export const json = (body: unknown, init?: ResponseInit) => Response.json(body, init);

/** Maps any thrown value to a JSON response; never leaks a stack trace. */
export function toResponse(error: unknown): Response {
  if (isAppError(error)) {
    const retryAfter = error.extra?.retryAfterSeconds;
    const headers = typeof retryAfter === "number" ? { "retry-after": String(retryAfter) } : undefined;
    return json({ message: error.message, code: error.code, ...error.extra }, { status: error.status, headers });
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return json(
      { message: first?.message ?? "Invalid request", field: first?.path.join(".") || undefined },
      { status: 400 },
    );
  }
  if (error instanceof SyntaxError) return json({ message: "Invalid JSON body" }, { status: 400 });
  // Redacted: a database error's message carries the query's parameters (hashes, tokens).
  console.error("[route] unhandled error:", redactError(error));
  return json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

export function withRoute<P extends Params = Params>(
  handler: (ctx: RouteContext<P>) => Promise<Response>,
  options: Options = {},
) {
  return async (req: Request, ctx?: NextContext): Promise<Response> => {
    try {
      if (!options.allowCrossSite) refuseCrossSite(req);
      const params = ((await ctx?.params) ?? {}) as P;
      if (containsNul(params)) throw new AppError("bad_request", "Invalid request path");
      return noStore(await handler({ req, params }));
    } catch (error) {
      return noStore(toResponse(error));
    }
  };
}

// API answers are personal (the user, their analyses) or live: no browser or proxy may keep
// them. A handler that wants caching (public market data) sets its own Cache-Control.
function noStore(res: Response): Response {
  if (res.headers.has("cache-control")) return res;
  try {
    res.headers.set("cache-control", "no-store");
    return res;
  } catch {
    // Response.redirect() has immutable headers: copy it.
    const copy = new Response(res.body, res);
    copy.headers.set("cache-control", "no-store");
    return copy;
  }
}

/** Reads the session, checks role and plan on the server, then runs the handler. */
export function withUser<P extends Params = Params>(
  options: UserOptions,
  handler: (ctx: UserContext<P>) => Promise<Response>,
) {
  return withRoute<P>(async ({ req, params }) => {
    const user = await getSessionUser(req.headers);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    if (options.role === "admin" && user.role !== "admin") {
      throw new AppError("forbidden", "Access Denied - Admin privileges required");
    }
    if (options.plan === "pro" && !hasProAccess(user, new Date())) {
      throw new AppError(
        "forbidden",
        "This feature requires a PRO plan or an active trial. Upgrade to PRO to unlock it.",
      );
    }
    return handler({ req, params, user });
  }, options);
}

export const withAdmin = <P extends Params = Params>(handler: (ctx: UserContext<P>) => Promise<Response>) =>
  withUser<P>({ role: "admin" }, handler);

/** Parses a JSON body with a zod schema; bad JSON and bad fields become 400s. */
export async function readJson<T>(req: Request, schema: { parse: (v: unknown) => T }): Promise<T> {
  // Only a JSON body is read as JSON: a form or text/plain post (what a cross-site <form> can
  // send without a preflight) is refused before it is parsed.
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(type)) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json)");
  }
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new AppError("bad_request", "Invalid JSON body");
  }
  if (containsNul(body)) throw new AppError("bad_request", NUL_MESSAGE);
  return schema.parse(body);
}
