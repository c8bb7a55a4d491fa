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
  usernameInUse,
  usernamesOf,
} from './member-identity-repo';
export {
  findMemberById,
  findMemberForLogin,
  findMemberIdForLogin,
  findSecrets,
} from './member-repo';
export {
  addPersonalVolume,
  addTeamVolume,
  anonymiseMemberRow,
  closeAccount,
  countNewDownline,
  insertMember,
  type PayoutChoice,
  type ProfileChange,
  returnPairedVolume,
  setBinaryCarry,
  setEmail,
  setMemberPackage,
  setMemberRank,
  setMemberStatus,
  setMobile,
  setPasswordHash,
  setPayoutChoice,
  setProfileAddress,
  setWalletPasswordHash,
  stampDestinationChange,
  swapAvatar,
  type TeamVolumeRow,
  updatePreferences,
  updateProfile,
} from './member-write-repo';
export { legRowReader } from './binary-leg-repo';
