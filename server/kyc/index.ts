// The kyc area's public entry: what other areas, the seed and the composition root use of it.
export { deleteKycOf, hasApprovedKyc } from './kyc-repo';
export { kycRoutes } from './kyc-routes';
