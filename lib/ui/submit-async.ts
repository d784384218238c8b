import type { FormEvent } from "react";

/**
 * A form's onSubmit for an async handler such as react-hook-form's handleSubmit(...). The handler
 * shows its own errors, so a rejection that still escapes it is dropped here rather than left
 * unhandled (React ignores what onSubmit returns).
 */
export function submitAsync<E extends FormEvent>(handle: (event: E) => Promise<unknown>) {
  return (event: E) => {
    handle(event).catch(() => undefined);
  };
}
