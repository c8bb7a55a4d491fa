// The kyc area's public entry: what other areas, the seed and the composition root use of it.
export { deleteKycOf, hasApprovedKyc } from './kyc-repo';
export { kycRoutes } from './kyc-routes';
export { kycSampleContent, kycSampleFiles } from './kyc-samples';
// For the operator desk (server/desk-kyc), which adds the audit trail around the decision.
export {
  decidePendingKyc,
  getDeskKycDetail,
  listDeskKycPage,
  readDeskKycFile,
  type DeskKycDetail,
} from './kyc-desk-service';
export type { KycFileContent } from './kyc-service';
export type { DeskKycDocument, DeskKycFilter, KycDecision } from './kyc';
