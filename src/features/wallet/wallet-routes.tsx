import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['wallet', 'payout']);

const StatementPage = lazy(() =>
  import('./statement-page').then((m) => ({ default: m.StatementPage })),
);
const EarningPage = lazy(() => import('./earning-page').then((m) => ({ default: m.EarningPage })));
const PayoutPage = lazy(() => import('./payout-page').then((m) => ({ default: m.PayoutPage })));
const RequestPayoutPage = lazy(() =>
  import('./request-payout-page').then((m) => ({ default: m.RequestPayoutPage })),
);
const TransactionsPage = lazy(() =>
  import('./transactions-page').then((m) => ({ default: m.TransactionsPage })),
);
const RecentEarningsPage = lazy(() =>
  import('./recent-earnings-page').then((m) => ({ default: m.RecentEarningsPage })),
);
const RecentPayoutsPage = lazy(() =>
  import('./recent-payouts-page').then((m) => ({ default: m.RecentPayoutsPage })),
);

/** /member/wallet/* (spec §2: every wallet sub-page). */
export const walletPages: MemberPages = {
  'wallet/statement': StatementPage,
  'wallet/earning': EarningPage,
  'wallet/payout': PayoutPage,
  'wallet/request-payout': RequestPayoutPage,
  'wallet/transactions': TransactionsPage,
  'wallet/recent-earnings': RecentEarningsPage,
  'wallet/recent-payouts': RecentPayoutsPage,
};
