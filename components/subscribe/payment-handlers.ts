/** What a payment form reports back to the checkout. */
export interface PaymentHandlers {
  onPaid: () => void;
  /** The processor's message, e.g. "Your card was declined." */
  onFailed: (message: string) => void;
}
