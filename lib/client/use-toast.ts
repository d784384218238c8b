"use client";
import * as React from "react";

// Spec (part 1 section 9): one toast at a time, shown 5000 ms; a dismissed toast is deleted
// from state after 1,000,000 ms.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

// What a toast carries; components/ui/toaster.tsx renders it with the Radix toast. Declared here
// so this state module does not depend on the component layer.
type ToasterToast = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactElement;
  variant?: "default" | "destructive";
  duration?: number;
  className?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type State = { toasts: ToasterToast[] };
type Action =
  | { type: "ADD"; toast: ToasterToast }
  | { type: "UPDATE"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS"; id?: string }
  | { type: "REMOVE"; id?: string };

let count = 0;
const nextId = () => String((count = (count + 1) % Number.MAX_SAFE_INTEGER));
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: "REMOVE", id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS":
      for (const t of state.toasts) if (!action.id || t.id === action.id) scheduleRemoval(t.id);
      return { toasts: state.toasts.map((t) => (!action.id || t.id === action.id ? { ...t, open: false } : t)) };
    case "REMOVE":
      return { toasts: action.id ? state.toasts.filter((t) => t.id !== action.id) : [] };
  }
}

const listeners: Array<(s: State) => void> = [];
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  for (const l of listeners) l(memoryState);
}

export type ToastInput = Omit<ToasterToast, "id">;

export function toast(props: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: "DISMISS", id });
  dispatch({
    type: "ADD",
    toast: { duration: TOAST_DURATION_MS, ...props, id, open: true, onOpenChange: (open) => !open && dismiss() },
  });
  return { id, dismiss, update: (p: ToastInput) => dispatch({ type: "UPDATE", toast: { ...p, id } }) };
}

/** Closes every open toast (e.g. a sign-in error once the user moves to another form). */
export const dismissAllToasts = () => dispatch({ type: "DISMISS" });

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.push(setState);
    // A page's own effects run before the Toaster's (it is mounted after the page), so a toast
    // fired on first load may predate this subscription: catch up with it.
    setState(memoryState);
    return () => {
      const i = listeners.indexOf(setState);
      if (i > -1) listeners.splice(i, 1);
    };
  }, []);
  return { ...state, toast, dismiss: (id?: string) => dispatch({ type: "DISMISS", id }) };
}
