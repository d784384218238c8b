import NextAuth from "next-auth";
import { getDb } from "@/lib/db/client";
import { buildAuthConfig } from "@/lib/auth/auth-config";

// Auth.js (Google sign-in). Built per request so the secret and the database are read at run
// time, never at build time. Credential login, register and logout are our own routes under
// /api/auth and write the same session cookie (lib/auth/session.ts).
export const { auth, handlers, signIn, signOut } = NextAuth(async () => buildAuthConfig(await getDb()));
