// The auth area's public entry: what other areas, the seed and the composition root use of it.
export {
  countPasswordComparison,
  requirePassword,
  requireWalletPassword,
  sendOwnUnlockCode,
  unlockOwnAccount,
} from './account-lock-service';
export { authRoutes } from './auth-routes';
export { type AuthSettings } from './auth-settings';
export { countriesAndZones, loadAuthSettings } from './login-fields-service';
export { codeGuards } from './otp-login-service';
export {
  type CodeDestination,
  consumeCodes,
  issueCode,
  OTP_TTL_SECONDS,
  requireCode,
} from './otp-service';
export { passwordProblem, passwordRulesWire } from './password-policy';
export { hashPassword, verifyPassword } from './passwords';
export { type Client, type CodeSent } from './send-code-service';
export { expireMemberCodes } from './otp-repo';
export { revokeMemberStoreTokens } from './store-token-repo';
export {
  insertViewToken,
  revokeAllTokens,
  revokeMemberToken,
  revokeOtherTokens,
  revokeTokensForBlock,
} from './token-repo';
export { hashToken, newToken } from './tokens';
export { checkRequestToken } from './session-service';
