// Whose image work this is: the route runs an analysis inside `asOwner(user.id, ...)`, and the
// pool (./pool.ts) reads the owner when a job asks for a slot, so no function between the two has
// to pass it on. One store for the process (on globalThis): the pool is shared by every bundle.
import { AsyncLocalStorage } from "node:async_hooks";

const g = globalThis as unknown as { __candlewisePoolOwner?: AsyncLocalStorage<string> };
const store = (g.__candlewisePoolOwner ??= new AsyncLocalStorage<string>());

/** Runs `job` with the pool work it starts counted as `owner`'s (a user id). */
export const asOwner = <T>(owner: string, job: () => Promise<T>): Promise<T> => store.run(owner, job);

/** The owner of the work running now, if any. */
export const currentOwner = (): string | undefined => store.getStore();
