// The wallet area's public entry: what other areas, the seed and the composition root use of it.
export { bonusLabels, bonusTypes, transactionLabels } from './wallet-labels';
export { toEarningWire, toTransactionWire } from './wallet-presenters';
export {
  type EarningRow,
  getMoneyTotals,
  listRecentWalletTransactions,
  type MoneyTotals,
  earningState,
  toEarning,
  type WalletTransaction,
} from './wallet-repo';
export { walletRoutes } from './wallet-routes';
export { type Earning } from './wallet';
