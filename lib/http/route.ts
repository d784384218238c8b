import "server-only";
import { ZodError } from "zod";
import type { User } from "@/lib/auth/tables";
import { getSessionUser } from "@/lib/auth/session";
import { hasProAccess } from "@/lib/plans/access";
import { getDb, type Db } from "@/lib/db/client";
import { AppError, isAppError } from "@/lib/errors";
import { redactError } from "@/lib/db/errors";
import { containsNul, NUL_MESSAGE } from "@/lib/format/safe-text";
import { refuseCrossSite } from "./origin";
import { readLimited } from "./read-limited";

type Params = Record<string, string | string[] | undefined>;
type NextContext = { params: Promise<Params> };
/** Anything with zod's parse: a schema's output type becomes the handler's type. */
type Parser<T> = { parse: (value: unknown) => T };

/**
 * What every handler gets, as dub's withWorkspace hands its handlers the workspace: the database,
 * one clock reading for the whole request, and the path, query and body already validated by the
 * route's schemas (a ZodError becomes a 400 before the handler runs).
 */
export type RouteContext<P = Params, Q = undefined, B = undefined> = {
  req: Request;
  params: P;
  query: Q;
  body: B;
  db: Db;
  now: Date;
};
export type UserContext<P = Params, Q = undefined, B = undefined> = RouteContext<P, Q, B> & { user: User };

type Schemas<P, Q, B> = { params?: Parser<P>; query?: Parser<Q>; body?: Parser<B> };
type Options<P, Q, B> = Schemas<P, Q, B> & {
  /** Webhooks and cron calls come from other sites by design. */
  allowCrossSite?: boolean;
};
type UserOptions<P, Q, B> = Options<P, Q, B> & { plan?: "pro"; role?: "admin" };
type Handler<C> = (ctx: C) => Promise<Response>;
type NextHandler = (req: Request, ctx?: NextContext) => Promise<Response>;

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

/** Checks that come before anything else: the caller's site and a path without NUL bytes. */
async function guard(req: Request, ctx: NextContext | undefined, options: { allowCrossSite?: boolean }) {
  if (!options.allowCrossSite) refuseCrossSite(req);
  const raw = (await ctx?.params) ?? {};
  if (containsNul(raw)) throw new AppError("bad_request", "Invalid request path");
  return raw;
}

/** Path and query through the route's schemas, then the database and the request's one clock reading. */
async function context<P, Q>(req: Request, raw: Params, options: Schemas<P, Q, unknown>, now = new Date()) {
  const params = (options.params ? options.params.parse(raw) : raw) as P;
  const search = Object.fromEntries(new URL(req.url).searchParams);
  const query = (options.query ? options.query.parse(search) : undefined) as Q;
  return { req, params, query, db: await getDb(), now };
}

const readBody = async <B>(req: Request, schema?: Parser<B>) => (schema ? await readJson(req, schema) : undefined) as B;

function respond(run: () => Promise<Response>): Promise<Response> {
  return run().then(noStore, (error: unknown) => noStore(toResponse(error)));
}

export function withRoute<P = Params, Q = undefined, B = undefined>(
  handler: Handler<RouteContext<P, Q, B>>,
  options: Options<P, Q, B> = {},
): NextHandler {
  return (req, ctx) =>
    respond(async () => {
      const base = await context(req, await guard(req, ctx, options), options);
      return handler({ ...base, body: await readBody(req, options.body) });
    });
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

/**
 * Reads the session, checks role and plan on the server, then runs the handler. The body is read
 * only once the caller is known: a stranger's upload is refused before it is parsed.
 */
export function withUser<P = Params, Q = undefined, B = undefined>(
  options: UserOptions<P, Q, B>,
  handler: Handler<UserContext<P, Q, B>>,
): NextHandler {
  return (req, ctx) =>
    respond(async () => {
      const raw = await guard(req, ctx, options);
      const user = await getSessionUser(req.headers);
      if (!user) throw new AppError("unauthorized", "Unauthorized");
      if (options.role === "admin" && user.role !== "admin") {
        throw new AppError("forbidden", "Access Denied - Admin privileges required");
      }
      const now = new Date();
      if (options.plan === "pro" && !hasProAccess(user, now)) {
        throw new AppError(
          "forbidden",
          "This feature requires a PRO plan or an active trial. Upgrade to PRO to unlock it.",
        );
      }
      const base = await context(req, raw, options, now);
      return handler({ ...base, user, body: await readBody(req, options.body) });
    });
}

export function withAdmin<P = Params, Q = undefined, B = undefined>(
  handler: Handler<UserContext<P, Q, B>>,
): NextHandler;
export function withAdmin<P = Params, Q = undefined, B = undefined>(
  options: Schemas<P, Q, B>,
  handler: Handler<UserContext<P, Q, B>>,
): NextHandler;
export function withAdmin<P, Q, B>(
  first: Schemas<P, Q, B> | Handler<UserContext<P, Q, B>>,
  second?: Handler<UserContext<P, Q, B>>,
): NextHandler {
  return typeof first === "function"
    ? withUser<P, Q, B>({ role: "admin" }, first)
    : withUser<P, Q, B>({ ...first, role: "admin" }, second!);
}

/**
 * The largest JSON body any handler reads (the biggest legitimate one, a bulk e-mail to 1,000
 * recipients, is about a third of it). Larger bodies are refused while they stream in, before a
 * byte of them is kept or parsed: a megabyte "e-mail address" costs the server nothing.
 */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * The largest JSON body the sign-in doors under /api/auth read (sign-up, login, password reset):
 * a few fields of a few hundred characters each, whatever their encoding. Anything bigger is
 * refused before the handler runs, so no rate-limit count or password hash ever sees it.
 */
export const MAX_AUTH_JSON_BYTES = 8 * 1024;

const jsonLimit = (req: Request) =>
  new URL(req.url).pathname.startsWith("/api/auth/") ? MAX_AUTH_JSON_BYTES : MAX_JSON_BYTES;

/** Parses a JSON body with a zod schema; bad JSON and bad fields become 400s. */
export async function readJson<T>(req: Request, schema: Parser<T>): Promise<T> {
  // Only a JSON body is read as JSON: a form or text/plain post (what a cross-site <form> can
  // send without a preflight) is refused before it is parsed.
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(type)) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json)");
  }
  const tooLarge = () => new AppError("payload_too_large", "The request body is too large");
  const text = Buffer.from(await readLimited(req, jsonLimit(req), tooLarge)).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Invalid JSON body");
  }
  if (containsNul(body)) throw new AppError("bad_request", NUL_MESSAGE);
  return schema.parse(body);
}
