import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema, registerFormSchema } from "@/lib/auth/schemas";

// Loaded on demand by the auth forms (lib/client/lazy-resolver.ts): zod stays out of /login's first load.
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerFormSchema);
