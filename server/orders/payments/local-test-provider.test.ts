import { describe, expect, it } from 'vitest';
import { LocalTestProvider } from './local-test-provider';

describe('local test payment provider', () => {
  it('sends the payer straight to the success URL with a random session id, already paid', async () => {
    const p = new LocalTestProvider();
    const request = {
      reference: 'signup-1',
      amountMinor: 5000,
      currency: 'USD',
      description: 'Joining fee',
      customerEmail: 'a@example.com',
      successUrl: 'http://portal.test/signup/stripe/success/{SESSION_ID}',
      cancelUrl: 'http://portal.test/signup/stripe/cancel',
    };
    const a = await p.createCheckout(request);
    const b = await p.createCheckout(request);
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(a.checkoutUrl).toBe(`http://portal.test/signup/stripe/success/${a.sessionId}`);
    expect(await p.sessionStatus(a.sessionId)).toMatchObject({ state: 'paid' });
    expect(await p.sessionStatus('cs_live_forged')).toEqual({ state: 'unknown' });
  });
});
