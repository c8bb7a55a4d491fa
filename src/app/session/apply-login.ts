import type { LoginResult } from '@/api/auth';
import { markModulesStale } from '@/session/module-state';
import { setStoreToken } from '@/session/storage';
import { changeLanguage } from '../providers/i18n';
import { authStore } from './auth-store';
import { blockStore } from './block-store';
import { demoStore } from './demo-store';
import {
  adoptSignedOutChoice,
  forgetSignedOutChoice,
  languageAtSignIn,
  pendingSignedOutChoice,
} from './language-choice';
import { postLoginTarget } from './post-login';
import { takeReturnPath } from './return-to';

/**
 * Spec §4 "Login success". In demo mode the demo is marked allowed or not, and the master
 * demo status, the compensation plan and the demo's store (now the default store) are kept.
 * An allowed, active member's token and user are stored and the language follows the
 * member's setting, unless the visitor chose one on the signed-out screens: then the
 * account adopts it (decision 044). Currency and date format follow the stored user. The store token is kept
 * for store logins; the SSO token otherwise only matters to the store, which is off here.
 * Returns where to go next: the page a signed-out visit asked for, else the home.
 */
export function applyLoginResult(result: LoginResult, isDemo: boolean): string {
  if (isDemo) {
    demoStore.record({
      userAllowed: result.userAllowed,
      isMasterDemo: result.isMasterDemo,
      compensationPlan: result.compensationPlan,
      defaultStoreId: result.defaultStoreId,
    });
    if (result.userAllowed) blockStore.unblockDemo();
  }
  const target = postLoginTarget(result, isDemo);
  if (target.path === '/account-blocked') blockStore.blockAccount();
  if (target.path === '/demo-blocked') blockStore.blockDemo();
  if (target.signIn) {
    const { language, adopt } = languageAtSignIn({
      account: result.user.language,
      companyDefault: result.defaultLanguage,
      chosen: pendingSignedOutChoice(),
    });
    // The session holds the adopted language at once, so nothing switches back meanwhile.
    authStore.signIn(result.token, adopt ? { ...result.user, language } : result.user);
    setStoreToken(result.storeToken);
    // The next GET brings loaded_modules again, now with this member (and demo plan) in it.
    markModulesStale();
    void changeLanguage(language);
    // Kept until the server has it (a page load right after sign-in cuts the save off); a
    // refused save leaves the stored language, which the member shell then follows.
    if (adopt) void adoptSignedOutChoice(language);
    else forgetSignedOutChoice();
    // A link that needed a session (a mail's, a push's) goes on to its page (decision 046).
    return takeReturnPath(result.user.roleId) ?? target.path;
  }
  return target.path;
}
