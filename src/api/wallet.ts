import { signalOf, type CursorPage } from './cursor-page';
import { get, type QueryParams } from './http';
import {
  earningPageWire,
  earningsSummaryWire,
  transactionPageWire,
  walletSummaryWire,
  type EarningWire,
  type EarningsDatewiseWire,
  type EarningsSummaryWire,
  type TransactionWire,
  type WalletSummaryWire,
} from '@contract/wallet';

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

// ---------------------------------------------------------------------------------------
// Wallet calls (spec §7 Wallet)

/**
 * Where the member's money stands (decision 037): available (withdrawable), held (commissions
 * whose order is unpaid or still returnable, each part with its UTC release day, null while
 * the order is unpaid), owed after a clawback (positive), and their total.
 */
export type Balances = {
  available: string;
  held: string;
  owed: string;
  total: string;
  heldReleases: { releaseDate: string | null; amount: string }[];
};

/** Wallet lines whose explanation is an earning's: its credit, its release, a repayment it made. */
export const explainsEarning = (tx: Pick<Transaction, 'group'>): boolean =>
  tx.group === 'commission' || tx.group === 'release' || tx.group === 'debt';

export type WalletSummary = {
  walletBalance: string;
  balances: Balances;
  totalPaid: string;
  totalPending: string;
  recentTransactions: Transaction[];
  transactionLabels: Record<string, string>;
};

const toWalletSummary = (w: WalletSummaryWire): WalletSummary => ({
  walletBalance: w.wallet_balance,
  balances: {
    available: w.balances.available,
    held: w.balances.held,
    owed: w.balances.owed,
    total: w.balances.total,
    heldReleases: w.balances.held_releases.map((p) => ({
      releaseDate: p.release_date,
      amount: p.amount,
    })),
  },
  totalPaid: w.total_paid,
  totalPending: w.total_pending,
  recentTransactions: w.recent_transactions.map(toTransaction),
  transactionLabels: w.transaction_labels,
});

export type EarningState = EarningWire['state'];

/** Spec §3 Earning item. */
export type Earning = {
  id: number;
  /** held until its order is paid and past the return window; reversed when taken back. */
  state: EarningState;
  amount: string;
  tax: string;
  serviceCharge: string;
  type: string;
  dateCreated: string;
  level: number | null;
  fromUser: string | null;
  rankName: string | null;
};

export const toEarning = (w: EarningWire): Earning => ({
  id: w.id,
  state: w.state,
  amount: w.amount_generated,
  tax: w.tax,
  serviceCharge: w.service_charge,
  type: w.bonus_type,
  dateCreated: w.created_at,
  level: w.level,
  fromUser: w.from_user,
  rankName: w.rank_name,
});

/** One day's total and its split by bonus type (yyyy-MM-dd days). */
type EarningsDay = { date: string; total: string; byType: Record<string, string> };

type EarningsDatewise = { days: EarningsDay[] };

const toEarningsDatewise = (w: EarningsDatewiseWire): EarningsDatewise => ({
  days: w.earnings_datewise.map((d) => ({
    date: d.date,
    total: d.total,
    byType: Object.fromEntries(
      (w.earnings_datewise_grouped[d.date] ?? []).map((g) => [g.bonus_type, g.total]),
    ),
  })),
});

export type EarningsSummary = EarningsDatewise & {
  totalEarnings: string;
  recentEarnings: Earning[];
  bonusLabels: Record<string, string>;
  bonusTypes: string[];
};

const toEarningsSummary = (w: EarningsSummaryWire): EarningsSummary => ({
  ...toEarningsDatewise(w),
  totalEarnings: w.total_earnings,
  recentEarnings: w.recent_earnings.map(toEarning),
  bonusLabels: w.bonus_labels,
  bonusTypes: w.bonus_types,
});

export type TransactionPage = CursorPage<Transaction> & {
  transactionLabels: Record<string, string>;
  transactionKeys: string[];
};

export type EarningPage = CursorPage<Earning> & {
  bonusLabels: Record<string, string>;
  bonusTypes: string[];
};

export async function getWalletStatement(signal?: AbortSignal): Promise<WalletSummary> {
  const w = await get('/api/wallet/statement', { schema: walletSummaryWire, ...signalOf(signal) });
  return toWalletSummary(w);
}

export async function getEarningsSummary(signal?: AbortSignal): Promise<EarningsSummary> {
  const w = await get('/api/wallet/earnings', { schema: earningsSummaryWire, ...signalOf(signal) });
  return toEarningsSummary(w);
}
/** GET /api/wallet/transactions; build `query` with the wallet feature's transaction query. */
export async function getTransactions(
  query: QueryParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const w = await get('/api/wallet/transactions', {
    query: { ...query, cursor },
    schema: transactionPageWire,
    ...signalOf(signal),
  });
  return {
    items: w.items.map(toTransaction),
    nextPageUrl: w.next_page_url,
    transactionLabels: w.transaction_labels,
    transactionKeys: w.transaction_keys,
  };
}

/** GET /api/wallet/recent_earnings (bonus_type[i], sort, date range). */
export async function getRecentEarnings(
  query: QueryParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<EarningPage> {
  const w = await get('/api/wallet/recent_earnings', {
    query: { ...query, cursor },
    schema: earningPageWire,
    ...signalOf(signal),
  });
  return {
    items: w.items.map(toEarning),
    nextPageUrl: w.next_page_url,
    bonusLabels: w.bonus_labels,
    bonusTypes: w.bonus_types,
  };
}
