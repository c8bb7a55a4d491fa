// The desk's KYC queue (issue 30): its routes, for the composition root.
export { deskKycRoutes } from './desk-kyc-routes';
