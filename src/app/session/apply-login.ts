import type { LoginResult } from '@/api/auth';
import { markModulesStale } from '@/session/module-state';
import { setStoreToken } from '@/session/storage';
import { changeLanguage } from '../providers/i18n';
import { authStore } from './auth-store';
import { blockStore } from './block-store';
import { demoStore } from './demo-store';
import { postLoginTarget } from './post-login';

/**
 * Spec §4 "Login success". In demo mode the demo is marked allowed or not, and the master
 * demo status, the compensation plan and the demo's store (now the default store) are kept.
 * An allowed, active member's token and user are stored and the language follows the
 * member's setting (currency and date format follow the stored user). The store token is kept
 * for store logins; the SSO token otherwise only matters to the store, which is off here.
 * Returns where to go next.
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
    authStore.signIn(result.token, result.user);
    setStoreToken(result.storeToken);
    // The next GET brings loaded_modules again, now with this member (and demo plan) in it.
    markModulesStale();
    void changeLanguage(result.user.language || result.defaultLanguage);
  }
  return target.path;
}
