import { minorToDecimal } from '../../contract/money';
import { bonusTypeLabel } from '../earnings';

/**
 * What a member reads when a commission is taken back (decision 037): the rule, the amount,
 * why, and which balance it came out of, in the member's language (decision 044).
 */
export type ReversalReason = 'sale_cancelled' | 'order_refunded';

type Split = { fromHeldMinor: number; fromWalletMinor: number; owedMinor: number };
type Notice = { title: string; body: string };

const copy = {
  en: {
    title: (invoice: string) => `Commission reversed: ${invoice}`,
    reasons: {
      sale_cancelled: 'the sale was cancelled before it was paid',
      order_refunded: 'the order was refunded',
    },
    what: (rule: string, amount: string, why: string) =>
      `${rule} of ${amount} taken back because ${why}.`,
    held: 'It was still held, so your available balance is unchanged.',
    wallet: 'It came out of your available balance.',
    owed: (fromWallet: string, owed: string) =>
      `${fromWallet} came out of your available balance; ${owed} had been withdrawn and is ` +
      'now owed. Payouts wait until your next earnings repay it.',
  },
  es: {
    title: (invoice: string) => `Comisión anulada: ${invoice}`,
    reasons: {
      sale_cancelled: 'la venta se canceló antes de pagarse',
      order_refunded: 'el pedido se reembolsó',
    },
    what: (rule: string, amount: string, why: string) =>
      `${rule}: se retiraron ${amount} porque ${why}.`,
    held: 'El importe aún estaba retenido, así que tu saldo disponible no cambia.',
    wallet: 'El importe salió de tu saldo disponible.',
    owed: (fromWallet: string, owed: string) =>
      `${fromWallet} salió de tu saldo disponible; ${owed} ya se había retirado y ahora se ` +
      'debe. Los retiros esperan hasta que tus próximas ganancias lo cubran.',
  },
} as const;

export function reversalNotice(
  language: string,
  n: { invoiceNo: string; key: string; netMinor: number; reason: ReversalReason; split: Split },
): Notice {
  const lang = language === 'es' ? 'es' : 'en';
  const c = copy[lang];
  const what = c.what(bonusTypeLabel(n.key, lang), minorToDecimal(n.netMinor), c.reasons[n.reason]);
  const where =
    n.split.fromHeldMinor > 0
      ? c.held
      : n.split.owedMinor === 0
        ? c.wallet
        : c.owed(minorToDecimal(n.split.fromWalletMinor), minorToDecimal(n.split.owedMinor));
  return { title: c.title(n.invoiceNo), body: `${what} ${where}` };
}
