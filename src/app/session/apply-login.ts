import type { LoginResult } from '../../api/auth';
import { markModulesStale } from '../../api/module-state';
import { changeLanguage } from '../providers/i18n';
import { authStore } from './auth-store';
import { blockStore } from './block-store';
import { postLoginTarget } from './post-login';

/**
 * Spec §4 "Login success": an allowed, active member's token and user are stored and the
 * language follows the member's setting (currency and date format follow the stored user).
 * Returns where to go next.
 */
export function applyLoginResult(result: LoginResult, isDemo: boolean): string {
  const target = postLoginTarget(result, isDemo);
  if (target.path === '/account-blocked') blockStore.blockAccount();
  if (target.path === '/demo-blocked') blockStore.blockDemo();
  if (target.signIn) {
    authStore.signIn(result.token, result.user);
    // The next GET brings loaded_modules again, now with this member in it.
    markModulesStale();
    void changeLanguage(result.user.language || result.defaultLanguage);
  }
  return target.path;
}
