// GET /api/login: where a client that lost its session is sent; the sign-in page lives at /login.
export const GET = (req: Request) => Response.redirect(new URL("/login", req.url), 302);
