// The no-tokens notice: the New Analysis screen shows it on arrival, so it ships with the page
// while the rest of the failure toasts (error-toast.ts) load only once Generate is pressed.
export interface ToastText {
  title: string;
  description: string;
}

export const NO_TOKENS: ToastText = {
  title: "No tokens remaining",
  description: "You have used all your monthly analysis tokens.",
};
