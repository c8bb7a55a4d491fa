/**
 * A payment provider takes a new member's joining fee on its own checkout page (issue 4
 * point 1). The portal never sees card details: it opens a checkout session, sends the member
 * to its URL, and on the member's return asks the provider whether the session was paid.
 * README "Plugging in a real payment provider" says how to add one.
 */
export type CheckoutRequest = {
  /** Our reference for the payment (the pending signup), shown in the provider's records. */
  reference: string;
  amountMinor: number;
  /** ISO 4217 code. */
  currency: string;
  description: string;
  customerEmail: string;
  /** Where the provider returns the payer; `{SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; checkoutUrl: string };

export type SessionStatus =
  | { state: 'paid'; amountMinor: number | null; currency: string | null }
  | { state: 'open' | 'expired' | 'unknown' };

export interface PaymentProvider {
  /** Stored with the signup and used as the joining order's payment method. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  sessionStatus(sessionId: string): Promise<SessionStatus>;
}

export const SESSION_ID_PLACEHOLDER = '{SESSION_ID}';
