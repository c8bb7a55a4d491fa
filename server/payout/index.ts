// The payout area's public entry: what other areas, the seed and the composition root use of it.
export { payoutRoutes } from './payout-routes';
export { type PayoutStatus, payoutStatusId } from './payout';
export { announcePayoutMove, lockPayoutForMove, movePayoutIn } from './payout-service';
export { type Payout, payoutFeeMinor, payoutRequestEntries } from './payout';
export { insertPayout } from './payout-repo';
