import * as z from 'zod/mini';
import { fullName } from '@contract/names';
import type { User } from '@/api/user';
import { loadedModulesWire, type LoadedModulesWire } from '@contract/modules';

/** Spec §3 "Local storage keys". */
export const storageKeys = {
  user: 'user_data',
  modules: 'module_data',
  authToken: 'auth_token',
  storeToken: 'store_auth_token',
  referralUser: 'referral_user',
  demoPlan: 'demo_plan',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * An operator's read-only view of a member (issue 30, decision 041) marks its tab with this
 * session-storage key; that tab then keeps its whole session (token, user, settings) in
 * session storage, so the operator's own session in local storage is never touched.
 */
export const memberViewKey = 'member_view';

function isViewTab(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(memberViewKey) !== null;
  } catch {
    return false;
  }
}

// Storage can be missing or throw (private browsing, disabled storage): the session then
// lives only as long as the calls that need it, rather than breaking the app.
function storage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return isViewTab() ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null || value === '') s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Quota or access errors: keep going without persistence.
  }
}

function readJson(key: StorageKey): unknown {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export const getToken = (): string | null => read(storageKeys.authToken);
export const setToken = (token: string | null): void => write(storageKeys.authToken, token);

export const getStoreToken = (): string | null => read(storageKeys.storeToken);
export const setStoreToken = (token: string | null): void => write(storageKeys.storeToken, token);

export const getDemoPlan = (): string | null => read(storageKeys.demoPlan);
export const setDemoPlan = (plan: string | null): void => write(storageKeys.demoPlan, plan);

export const getReferralUser = (): string | null => read(storageKeys.referralUser);
export const setReferralUser = (username: string | null): void =>
  write(storageKeys.referralUser, username);

// The user is stored in its client (camelCase) form; it is checked on the way back in
// because anything may have been left under the key by an older build.
const storedUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  status: z.int(),
  roleId: z.int(),
  dateFormat: z.string(),
  customerId: z.nullable(z.string()),
  referralLink: z.string(),
  email: z.string(),
  language: z.string(),
  currency: z.string(),
});

export function getStoredUser(): User | null {
  const parsed = z.safeParse(storedUserSchema, readJson(storageKeys.user));
  if (!parsed.success) return null;
  return { ...parsed.data, fullName: fullName(parsed.data.firstName, parsed.data.lastName) };
}

export function setStoredUser(user: User | null): void {
  write(storageKeys.user, user === null ? null : JSON.stringify(user));
}

/** The bootstrap payload, stored as it travelled (wire form) and re-validated on read. */
export function getStoredModules(): LoadedModulesWire | null {
  const parsed = z.safeParse(loadedModulesWire, readJson(storageKeys.modules));
  return parsed.success ? parsed.data : null;
}

export function setStoredModules(modules: LoadedModulesWire | null): void {
  write(storageKeys.modules, modules === null ? null : JSON.stringify(modules));
}

/**
 * Spec §4 "Logout clears them" (the token and the user); the store token belongs to the
 * same session. Module settings, the referral and the demo plan describe the company or
 * the visitor, not the signed-in member, so they stay.
 */
export function clearSession(): void {
  write(storageKeys.user, null);
  write(storageKeys.authToken, null);
  write(storageKeys.storeToken, null);
}

/** Spec §4: Authenticated at start when both an auth token and saved user data exist. */
export function isAuthenticatedAtStart(): boolean {
  return getToken() !== null && getStoredUser() !== null;
}
