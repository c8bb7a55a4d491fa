// The holds area's public entry (decision 037): commissions held until earned, their release,
// reversals that leave a visible debt, and the repayment of that debt.
export { isCommissionHeld, markOrderPaid, settleNewCommission } from './hold-service';
export { releaseDueEarnings } from './release-service';
export { startReleaseJob } from './release-schedule-service';
export { reversalEntries, splitReversal } from './holds';
export { insertReversal, listHeldParts, lockHold, settleHold, type HeldPart } from './holds-repo';
export { postCreditRepayingDebt } from './debt-service';
