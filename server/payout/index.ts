// The payout area's public entry: what other areas, the seed and the composition root use of it.
export { payoutRoutes } from './payout-routes';
export { type PayoutStatus, payoutStatusId } from './payout';
