// The members area's public entry: what other areas, the seed and the composition root use of it.
export { identifierOf, type LoginIdentifier } from './login-identifier';
export {
  type Contact,
  demoStateOf,
  emailInUse,
  type EnrollerNode,
  findEnrollerById,
  findEnrollerByUsername,
  findMemberIdByContact,
  findRootMember,
  mobileInUse,
  revokeAllTokens,
  setPasswordHash,
  usernameInUse,
} from './member-identity-repo';
export {
  findMemberById,
  findMemberForLogin,
  findMemberIdForLogin,
  findSecrets,
} from './member-repo';
