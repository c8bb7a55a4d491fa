import { isApiError } from '@/api/http';
import type { User } from '@/api/user';
import { changeLanguage } from '../providers/i18n';
import { authStore } from './auth-store';

/**
 * One language per member (issue 31, decision 044): the account's language setting is the
 * one the interface, the server's messages and the e-mails follow. This module keeps the
 * interface and the setting in step.
 */

/**
 * Set when a visitor picks a language on a signed-out screen (sign-in, sign-up, forgot
 * password): the account adopts that choice at the next sign-in in this browser. The
 * language the detector guessed is no choice, so it never counts.
 */
const signedOutChoiceKey = 'signed_out_language';

export function rememberSignedOutChoice(code: string): void {
  try {
    localStorage.setItem(signedOutChoiceKey, code);
  } catch {
    // No storage: the account's language wins at sign-in, as without a choice.
  }
}

/**
 * The language picked on a signed-out screen that the account has not confirmed yet. It is
 * kept until the server answers the save (adoptSignedOutChoice): a save cut off by a page
 * load right after sign-in (the request goes with the page) is made again when the member
 * area next opens, instead of the account keeping its old language for good.
 */
export function pendingSignedOutChoice(): string | null {
  try {
    return localStorage.getItem(signedOutChoiceKey);
  } catch {
    return null;
  }
}

export function forgetSignedOutChoice(): void {
  try {
    localStorage.removeItem(signedOutChoiceKey);
  } catch {
    // No storage: nothing was kept.
  }
}

/**
 * The rule at sign-in: a language chosen on the signed-out screens is adopted by the account
 * (saved after sign-in); otherwise the portal switches to the account's language, or the
 * company's default for an account without one.
 */
export function languageAtSignIn(input: {
  account: string;
  companyDefault: string;
  chosen: string | null;
}): { language: string; adopt: boolean } {
  if (input.chosen) return { language: input.chosen, adopt: input.chosen !== input.account };
  return { language: input.account || input.companyDefault, adopt: false };
}

// Saves under way: while one is, an older copy of the member arriving from another call
// must not switch the interface back.
let savesInFlight = 0;

/** Whether a language save is under way (the account follower waits for it). */
const isSavingLanguage = (): boolean => savesInFlight > 0;

/**
 * Stores `code` as the account's language and hands the fresh member to the session. The
 * account calls load on first use: the sign-in screen's bundle stays small (decision 026).
 */
async function saveAccountLanguage(code: string): Promise<User> {
  savesInFlight += 1;
  try {
    const { savePreferences } = await import('@/api/account');
    const user = await savePreferences({ language: code });
    authStore.updateUser(user);
    return user;
  } finally {
    savesInFlight -= 1;
  }
}

/**
 * The header's choice while signed in: the interface switches at once and the account
 * stores it. When the save is refused the interface goes back to the stored language, so
 * the two never disagree; the error goes to the caller to show.
 */
export async function chooseSignedInLanguage(code: string, stored: string): Promise<User> {
  void changeLanguage(code);
  try {
    return await saveAccountLanguage(code);
  } catch (error) {
    void changeLanguage(stored);
    throw error;
  }
}

/**
 * The interface follows the account: called when the signed-in member's stored language is
 * known or changes (another tab, another device, the account page). Skipped while a save is
 * under way, whose answer brings the new language itself.
 */
export function followAccountLanguage(stored: string | undefined, shown: string): void {
  if (!stored || isSavingLanguage() || stored === shown) return;
  void changeLanguage(stored);
}

/**
 * The rule when the member area opens on a session this browser already held (no sign-in
 * ran): a language picked meanwhile on a signed-out screen (sign-up and password reset stay
 * open to a signed-in visitor) is adopted by the account, as a sign-in would, so the
 * interface and the setting never part. Otherwise nothing changes here: the member's fresh
 * copy, fetched as the area opens, brings a setting changed on another device.
 */
export function openShellLanguage(stored: string | undefined): void {
  // A save under way (the sign-in's own) settles the choice itself.
  if (!stored || isSavingLanguage()) return;
  const chosen = pendingSignedOutChoice();
  if (!chosen) return;
  if (chosen !== stored) void changeLanguage(chosen);
  // Also when the stored member already shows it: that is a sign-in's save that never
  // reached the server.
  void adoptSignedOutChoice(chosen);
}

/**
 * The account adopts a language picked on a signed-out screen. The choice is forgotten once
 * the server answers: saved, or refused (the stored language then stays, and the next fresh
 * member brings it back). Without an answer it stays, to be saved at the next opening.
 */
export function adoptSignedOutChoice(code: string): Promise<void> {
  return saveAccountLanguage(code).then(forgetSignedOutChoice, (error: unknown) => {
    if (!(isApiError(error) && error.status === 0)) forgetSignedOutChoice();
  });
}
