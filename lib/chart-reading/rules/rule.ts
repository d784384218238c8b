// Decisions as data: a table of named rules read one evidence record, tried in order, the first
// whose `when` holds decides, and its reason travels with the answer (to logs and the screen).
export interface Rule<E, T> {
  id: string;
  when: (e: E) => boolean;
  then: (e: E) => T;
  /** Said to the trader: what the answer was read from. */
  reason: string | ((e: E) => string);
}

export interface Decision<T> {
  value: T;
  rule: string;
  reason: string;
}

/** The first rule whose `when` holds; a table ends with a rule that always holds. */
export function decide<E, T>(rules: readonly Rule<E, T>[], e: E): Decision<T> {
  for (const r of rules)
    if (r.when(e))
      return { value: r.then(e), rule: r.id, reason: typeof r.reason === "string" ? r.reason : r.reason(e) };
  throw new Error("a rules table must end with a rule that always holds");
}
