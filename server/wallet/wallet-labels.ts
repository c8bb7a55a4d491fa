/**
 * Readable names of the ledger's transaction keys and the earnings' bonus types, sent with
 * every list of them so a client can name a key it has no translation for yet.
 */
export const bonusLabels: Record<string, string> = {
  direct_bonus: 'Direct bonus',
  binary_bonus: 'Binary bonus',
  level_commission: 'Level commission',
  rank_bonus: 'Rank bonus',
  roi_bonus: 'ROI bonus',
};

export const transactionLabels: Record<string, string> = {
  ...bonusLabels,
  payout_request: 'Payout request',
  payout_paid: 'Payout paid',
  payout_rejected: 'Payout returned',
  package_upgrade: 'Package upgrade',
  commission_release: 'Commission released',
  debt_repayment: 'Debt repaid',
  wallet_adjustment: 'Adjustment by the company',
};

/** The bonus types a member can filter earnings by. */
export const bonusTypes = Object.keys(bonusLabels);

/** The keys that move a wallet: payout_paid only releases the held amount, so it is not one. */
export const walletTransactionKeys = Object.keys(transactionLabels).filter(
  (key) => key !== 'payout_paid',
);
