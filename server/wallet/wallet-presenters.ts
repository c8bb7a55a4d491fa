import type {
  BalancesWire,
  EarningWire,
  EarningsDatewiseWire,
  TransactionWire,
} from '../../contract/wallet';
import type { EarningsDatewise, WalletStatement } from './wallet-service';
import { minorToDecimal } from '../../contract/money';
import type { Earning } from './wallet';
import type { WalletTransaction } from './wallet-repo';

/** A wallet movement as the ledger gives it, paging key aside: signed, a credit above zero. */
type Movement = Omit<WalletTransaction, 'createdKey'>;

/** The amount travels unsigned; its direction is cash_flow. */
export const toTransactionWire = (t: Movement): TransactionWire => ({
  id: t.id,
  transaction_group: t.group,
  transaction_type: t.type,
  transaction_key: t.key,
  amount: minorToDecimal(Math.abs(t.amountMinor)),
  cash_flow: t.amountMinor >= 0 ? 'credit' : 'debit',
  created_at: t.createdAt.toISOString(),
  level: t.level,
  from_user: t.fromUser,
  rank_name: t.rankName,
});

export const toEarningWire = (e: Earning): EarningWire => ({
  id: e.id,
  state: e.state,
  amount_generated: minorToDecimal(e.amountMinor),
  tax: minorToDecimal(e.taxMinor),
  service_charge: minorToDecimal(e.serviceChargeMinor),
  bonus_type: e.bonusType,
  created_at: e.createdAt.toISOString(),
  level: e.level,
  from_user: e.fromUser,
  rank_name: e.rankName,
});

export const toDatewiseWire = (d: EarningsDatewise): EarningsDatewiseWire => ({
  earnings_datewise: d.days.map((x) => ({ date: x.day, total: minorToDecimal(x.totalMinor) })),
  earnings_datewise_grouped: Object.fromEntries(
    Object.entries(d.grouped).map(([day, list]) => [
      day,
      list.map((g) => ({ total: minorToDecimal(g.totalMinor), bonus_type: g.bonusType })),
    ]),
  ),
});

export const toBalancesWire = (s: WalletStatement): BalancesWire => ({
  available: minorToDecimal(s.balanceMinor),
  held: minorToDecimal(s.heldMinor),
  owed: minorToDecimal(s.owedMinor),
  total: minorToDecimal(s.balanceMinor + s.heldMinor - s.owedMinor),
  held_releases: s.heldParts.map((p) => ({
    release_date: p.releaseDay,
    amount: minorToDecimal(p.amountMinor),
  })),
});
