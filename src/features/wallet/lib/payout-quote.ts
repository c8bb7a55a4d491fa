import { decimalToMinor } from '@contract/money';

/**
 * What a payout request will cost and bring, before it is sent (issue 18 point 7): the
 * server's own arithmetic (server/payout/payout.ts: a percent of the amount, half up, plus
 * a fixed part) on whole minor units, and the checks it will make, so the member sees the
 * fee, the amount received and any refusal before confirming.
 */

export type PayoutQuote = { amountMinor: number; feeMinor: number; receiveMinor: number };

export type PayoutCheck =
  | { ok: true; quote: PayoutQuote }
  | { ok: false; reason: 'format' | 'decimals' | 'zero' }
  | { ok: false; reason: 'min' | 'max' | 'fee' | 'balance'; limitMinor: number };

export type QuoteSettings = {
  minAmount: string;
  maxAmount: string;
  feePercent: number;
  feeFixed: string;
  availableBalance: string;
};

/**
 * What the member typed as whole minor units (2 decimals), or null when it is not an amount,
 * NaN when it has more decimals. Lenient about what a person types ("5." and ".5"), then
 * converted by contract/money like every amount.
 */
export function toMinor(text: string): number | null {
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const frac = m[2] ?? '';
  if (frac.length > 2) return Number.NaN;
  try {
    return decimalToMinor(frac ? `${m[1] || '0'}.${frac}` : m[1] || '0');
  } catch {
    return null; // past Number.MAX_SAFE_INTEGER minor units
  }
}

const percentOf = (amountMinor: number, percent: number) =>
  Math.round((amountMinor * Math.round(percent * 10_000)) / 1_000_000);

export function checkPayout(amount: string, s: QuoteSettings): PayoutCheck {
  const amountMinor = toMinor(amount);
  if (amountMinor === null) return { ok: false, reason: 'format' };
  if (Number.isNaN(amountMinor)) return { ok: false, reason: 'decimals' };
  if (amountMinor <= 0) return { ok: false, reason: 'zero' };
  const min = toMinor(s.minAmount) ?? 0;
  const max = toMinor(s.maxAmount) ?? Number.MAX_SAFE_INTEGER;
  const balance = toMinor(s.availableBalance) ?? 0;
  if (amountMinor < min) return { ok: false, reason: 'min', limitMinor: min };
  if (amountMinor > max) return { ok: false, reason: 'max', limitMinor: max };
  const feeMinor = percentOf(amountMinor, s.feePercent) + (toMinor(s.feeFixed) ?? 0);
  if (feeMinor >= amountMinor) return { ok: false, reason: 'fee', limitMinor: feeMinor };
  if (amountMinor > balance) return { ok: false, reason: 'balance', limitMinor: balance };
  return { ok: true, quote: { amountMinor, feeMinor, receiveMinor: amountMinor - feeMinor } };
}
