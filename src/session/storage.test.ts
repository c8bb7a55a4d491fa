import { beforeEach, describe, expect, it } from 'vitest';
import {
  getModuleState,
  markModulesStale,
  resetModuleState,
  setLoadedModules,
  subscribeModuleState,
} from './module-state';
import type { LoadedModules } from '@/api/modules';
import {
  clearSession,
  getStoredModules,
  getStoredUser,
  getToken,
  isAuthenticatedAtStart,
  setStoredUser,
  setStoreToken,
  setToken,
  storageKeys,
} from './storage';
import type { User } from '@/api/user';

const user: User = {
  id: 7,
  username: 'ann',
  firstName: 'Ann',
  lastName: 'Lee ',
  avatar: null,
  status: 1,
  roleId: 3,
  dateFormat: 'M d, Y',
  customerId: null,
  referralLink: 'https://x.test/ann',
  email: 'ann@x.test',
  language: 'en',
  currency: 'USD',
  fullName: 'Ann Lee',
};

beforeEach(() => {
  localStorage.clear();
  resetModuleState();
});

describe('session storage', () => {
  it('uses the spec §3 local storage keys', () => {
    expect(Object.values(storageKeys)).toEqual([
      'user_data',
      'module_data',
      'auth_token',
      'store_auth_token',
      'referral_user',
      'demo_plan',
    ]);
  });

  it('is authenticated at start only when both a token and a saved user exist', () => {
    expect(isAuthenticatedAtStart()).toBe(false);
    setToken('t');
    expect(isAuthenticatedAtStart()).toBe(false);
    setStoredUser(user);
    expect(isAuthenticatedAtStart()).toBe(true);
    setToken(null);
    expect(isAuthenticatedAtStart()).toBe(false);
  });

  it('reads back the stored user and ignores a malformed one', () => {
    setStoredUser(user);
    expect(getStoredUser()).toEqual(user);
    localStorage.setItem(storageKeys.user, '{"id":"nope"}');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem(storageKeys.user, 'not json');
    expect(getStoredUser()).toBeNull();
  });

  it('clears the token, store token and user on logout but keeps module data, referral and demo plan', () => {
    setToken('t');
    setStoreToken('s');
    setStoredUser(user);
    localStorage.setItem(storageKeys.modules, '{}');
    localStorage.setItem(storageKeys.referralUser, 'bob');
    localStorage.setItem(storageKeys.demoPlan, 'binary');
    clearSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.storeToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.modules)).toBe('{}');
    expect(localStorage.getItem(storageKeys.referralUser)).toBe('bob');
    expect(localStorage.getItem(storageKeys.demoPlan)).toBe('binary');
  });

  it('ignores malformed module data', () => {
    localStorage.setItem(storageKeys.modules, '{"company":1}');
    expect(getStoredModules()).toBeNull();
  });
});

describe('module state', () => {
  it('notifies subscribers and can be marked stale so GET calls ask again', () => {
    let calls = 0;
    const unsubscribe = subscribeModuleState(() => calls++);
    const before = getModuleState();
    setLoadedModules({ isDemo: true } as unknown as LoadedModules);
    expect(getModuleState()).not.toBe(before);
    expect(getModuleState()).toMatchObject({ loaded: true, isDemo: true });
    markModulesStale();
    expect(getModuleState().loaded).toBe(false);
    expect(getModuleState().isDemo).toBe(true);
    unsubscribe();
    expect(calls).toBe(2);
  });
});
