"use client";
import * as React from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { whenInteracted } from "./when-idle";

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * A react-hook-form resolver whose schema (and zod with it, the largest library in a form's first
 * load: docs/decisions/light-pages.md) is fetched on first use
 * instead of with the page: forms stay interactive on the first load, and the same zod schema
 * still validates both the form and the handler. `load` must be a dynamic import.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let pending: Promise<Resolver<T>> | undefined;
  const get = () => (pending ??= load());
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<T>;
  resolver.preload = () => void get().catch(() => (pending = undefined));
  return resolver;
}

/** Fetches the resolver's schema at the first touch of the page, so the first submit does not wait for it. */
export function usePreloadOnInteraction(resolver: { preload: () => void }) {
  React.useEffect(() => whenInteracted(resolver.preload), [resolver]);
}
