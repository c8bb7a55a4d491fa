// The payouts desk's public entry (issue 30 point 2): its routes for the composition root.
export { deskPayoutRoutes } from './desk-payouts-routes';
