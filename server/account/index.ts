// The account area's public entry: what other areas, the seed and the composition root use of it.
export { deleteBankAndPreferencesOf } from './account-repo';
export { accountRoutes } from './account-routes';
export { accountSecurityRoutes } from './account-security-routes';
export { getPayoutHold, getPayoutMethod } from './bank-service';
export { heldMessage } from './payout-destination';
export { notifyMember } from './preferences-service';
export { removeAvatarFile } from './profile-service';
