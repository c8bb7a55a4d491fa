// The ledger area's public entry: what other areas, the seed and the composition root use of it.
export {
  accountBalanceMinor,
  type LedgerHeader,
  lockMemberWallet,
  postLedgerTransaction,
  walletBalanceMinor,
} from './ledger-repo';
export {
  accounts,
  balanced,
  bonusEntries,
  type BonusSplit,
  type LedgerEntry,
  splitBonus,
  walletAdjustmentEntries,
  walletPurchaseEntries,
} from './ledger';
