import type { TransactionWire } from './wire/wallet';

/** Spec §3 Transaction, camelCase (STYLE.md's example mapping). */
export type Transaction = {
  id: number;
  group: string;
  type: string;
  key: string;
  amount: string;
  flow: 'credit' | 'debit';
  dateCreated: string;
  level: number | null;
  fromUser: string | null;
  rankName: string | null;
};

export const toTransaction = (w: TransactionWire): Transaction => ({
  id: w.id,
  group: w.transaction_group,
  type: w.transaction_type,
  key: w.transaction_key,
  amount: w.amount,
  flow: w.cash_flow,
  dateCreated: w.created_at,
  level: w.level,
  fromUser: w.from_user,
  rankName: w.rank_name,
});
