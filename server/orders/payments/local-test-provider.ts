import { randomBytes } from 'node:crypto';
import {
  SESSION_ID_PLACEHOLDER,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type SessionStatus,
} from './payment-provider';

const sessionPattern = /^cs_local_[A-Za-z0-9_-]{32}$/;

/**
 * The default provider: needs no network and no account. Its "checkout" is already paid: the
 * checkout URL is the portal's own success screen, so the whole signup journey runs offline.
 * Session ids are random and the portal accepts only ids it stored, so none can be made up.
 */
export class LocalTestProvider implements PaymentProvider {
  readonly name = 'local_test';

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = `cs_local_${randomBytes(24).toString('base64url')}`;
    return {
      sessionId,
      checkoutUrl: request.successUrl.replace(SESSION_ID_PLACEHOLDER, sessionId),
    };
  }

  async sessionStatus(sessionId: string): Promise<SessionStatus> {
    return sessionPattern.test(sessionId)
      ? { state: 'paid', amountMinor: null, currency: null }
      : { state: 'unknown' };
  }
}
