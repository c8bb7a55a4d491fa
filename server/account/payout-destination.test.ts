import { describe, expect, it } from 'vitest';
import {
  bankAccountChanged,
  destinationChanged,
  heldMessage,
  payoutsHeldUntil,
  utcMinute,
} from './payout-destination';

describe('payout destinations', () => {
  it('counts another method or another PayPal address as a new destination', () => {
    const paypal = { method: 'paypal' as const, paypalEmail: 'Ana@Example.org' };
    expect(destinationChanged({ method: null, paypalEmail: null }, paypal)).toBe(true);
    expect(destinationChanged(paypal, { ...paypal, paypalEmail: ' ana@example.org ' })).toBe(false);
    expect(destinationChanged(paypal, { ...paypal, paypalEmail: 'eve@example.org' })).toBe(true);
    expect(destinationChanged(paypal, { method: 'bank_transfer', paypalEmail: 'x@y.z' })).toBe(
      true,
    );
    // The stored PayPal address does not matter while the bank is paid.
    expect(
      destinationChanged(
        { method: 'bank_transfer', paypalEmail: 'a@b.c' },
        { method: 'bank_transfer', paypalEmail: 'd@e.f' },
      ),
    ).toBe(false);
  });

  it('counts another account number or BIC as another bank account, not a new holder name', () => {
    const bank = { accountNumber: 'DE89370400440532013000', swiftBic: 'COBADEFF' };
    expect(bankAccountChanged(null, bank)).toBe(true);
    expect(bankAccountChanged(bank, { ...bank })).toBe(false);
    expect(bankAccountChanged(bank, { ...bank, accountNumber: '1234567890' })).toBe(true);
    expect(bankAccountChanged(bank, { ...bank, swiftBic: null })).toBe(true);
  });

  it('holds payouts for the cooling-off after a change, and not at all when it is 0', () => {
    const changed = new Date('2025-06-01T10:00:00Z');
    expect(payoutsHeldUntil(changed, 24, new Date('2025-06-01T12:00:00Z'))).toEqual(
      new Date('2025-06-02T10:00:00Z'),
    );
    expect(payoutsHeldUntil(changed, 24, new Date('2025-06-02T10:00:01Z'))).toBeNull();
    expect(payoutsHeldUntil(changed, 0, new Date('2025-06-01T10:00:01Z'))).toBeNull();
    expect(payoutsHeldUntil(null, 24, changed)).toBeNull();
  });

  it('names the time a held payout may be asked for, never too early', () => {
    expect(utcMinute(new Date('2025-06-02T10:00:00Z'))).toBe('2025-06-02 10:00 UTC');
    expect(utcMinute(new Date('2025-06-02T10:00:00.001Z'))).toBe('2025-06-02 10:01 UTC');
    expect(heldMessage(new Date('2025-06-02T10:00:00Z'), 24)).toBe(
      'Payouts to a new payout destination are held for 24 hours after it is set. ' +
        'You can request this payout from 2025-06-02 10:00 UTC.',
    );
  });
});
