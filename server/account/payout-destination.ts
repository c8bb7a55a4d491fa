/**
 * Where payouts go, and the cooling-off after it changes (issue 27 point 4): someone who took
 * over a session and pointed payouts at their own account must not be paid before the owner
 * has read the notice about it.
 */

export type PayoutDestination = {
  method: 'bank_transfer' | 'paypal' | null;
  paypalEmail: string | null;
};

const sameEmail = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Another method, or another PayPal address while paid by PayPal: money goes elsewhere. */
export function destinationChanged(before: PayoutDestination, after: PayoutDestination): boolean {
  if (before.method !== after.method) return true;
  return after.method === 'paypal' && !sameEmail(before.paypalEmail, after.paypalEmail);
}

export type BankTarget = { accountNumber: string; swiftBic: string | null };

/** New bank details name another account (number or BIC), not only a corrected name. */
export function bankAccountChanged(before: BankTarget | null, after: BankTarget): boolean {
  if (!before) return true;
  return before.accountNumber !== after.accountNumber || before.swiftBic !== after.swiftBic;
}

/** The end of the cooling-off, or null when payouts are not held at `now`. */
export function payoutsHeldUntil(
  changedAt: Date | null,
  holdHours: number,
  now: Date,
): Date | null {
  if (changedAt === null || holdHours <= 0) return null;
  const until = new Date(changedAt.getTime() + holdHours * 3_600_000);
  return until > now ? until : null;
}

/** "2025-06-01 14:05 UTC", rounded up to the minute so the time named is never too early. */
export function utcMinute(at: Date): string {
  const up = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  return `${up.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function heldMessage(until: Date, holdHours: number): string {
  return (
    `Payouts to a new payout destination are held for ${holdHours} hour${holdHours === 1 ? '' : 's'} after it is set. ` +
    `You can request this payout from ${utcMinute(until)}.`
  );
}
