import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@/api/auth';
import { defaultCurrency } from '@/api/modules';
import { getDemoPlan, getStoreToken, getToken } from '@/session/storage';
import { applyLoginResult } from './apply-login';
import { authStore } from './auth-store';
import { blockStore } from './block-store';
import { demoStore } from './demo-store';
import { rememberSignedOutChoice } from './language-choice';
import { savePreferences } from '@/api/account';
import { changeLanguage } from '../providers/i18n';

// The language switch needs a running i18next; what it does is tested with i18n itself.
vi.mock('../providers/i18n', () => ({ changeLanguage: vi.fn(() => Promise.resolve()) }));
vi.mock('@/api/account', () => ({ savePreferences: vi.fn() }));

const result = (over: Partial<LoginResult>): LoginResult => ({
  userStatus: 1,
  userAllowed: true,
  isMasterDemo: false,
  compensationPlan: 'matrix',
  defaultStoreId: 4,
  storeToken: null,
  token: 'tok',
  user: {
    id: 1,
    username: 'demo',
    firstName: 'Dana',
    lastName: null,
    avatar: null,
    status: 1,
    roleId: 3,
    dateFormat: 'M d, Y',
    customerId: null,
    referralLink: '',
    email: 'd@x.test',
    language: 'en',
    currency: 'USD',
    fullName: 'Dana',
  },
  defaultCurrency,
  defaultLanguage: 'en',
  ssoToken: null,
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  authStore.signOut();
  blockStore.unblockDemo();
  blockStore.unblockAccount();
  demoStore.clear();
});

describe('applyLoginResult (spec §4 login success)', () => {
  it('outside demo mode signs an active member in and records no demo', () => {
    expect(applyLoginResult(result({}), false)).toBe('/member/home/dashboard');
    expect(getToken()).toBe('tok');
    expect(demoStore.get()).toBeNull();
    expect(getDemoPlan()).toBeNull();
  });

  it('in demo mode keeps allowed, master demo, the plan (as demo_plan) and the demo store', () => {
    applyLoginResult(result({ isMasterDemo: true }), true);
    expect(demoStore.get()).toEqual({
      userAllowed: true,
      isMasterDemo: true,
      compensationPlan: 'matrix',
      defaultStoreId: 4,
    });
    expect(getDemoPlan()).toBe('matrix');
    expect(authStore.get().status).toBe('authenticated');
  });

  it('sends a demo user who is not allowed to /demo-blocked without a session', () => {
    expect(applyLoginResult(result({ userAllowed: false, token: '' }), true)).toBe('/demo-blocked');
    expect(blockStore.get().demo).toBe(true);
    expect(demoStore.get()?.userAllowed).toBe(false);
    expect(getToken()).toBeNull();
    expect(authStore.get().status).toBe('unauthenticated');
  });

  it('sends a blocked account to /account-blocked without a session', () => {
    expect(applyLoginResult(result({ userStatus: 0, token: '' }), false)).toBe('/account-blocked');
    expect(blockStore.get().account).toBe(true);
    expect(getToken()).toBeNull();
  });

  it('keeps the store token of a store login', () => {
    applyLoginResult(result({ storeToken: 'store-tok' }), false);
    expect(getStoreToken()).toBe('store-tok');
  });
});

describe('applyLoginResult: one language (decision 044)', () => {
  beforeEach(() => {
    vi.mocked(changeLanguage).mockClear();
    vi.mocked(savePreferences).mockReset();
  });

  it('switches to the account language when nothing was chosen while signed out', () => {
    applyLoginResult(result({ user: { ...result({}).user, language: 'es' } }), false);
    expect(changeLanguage).toHaveBeenLastCalledWith('es');
    expect(savePreferences).not.toHaveBeenCalled();
  });

  it('has the account adopt a language chosen on the sign-in screen, once', async () => {
    const base = result({}).user;
    vi.mocked(savePreferences).mockResolvedValue({ ...base, language: 'es' });
    rememberSignedOutChoice('es');
    applyLoginResult(result({}), false);
    expect(changeLanguage).toHaveBeenLastCalledWith('es');
    expect(authStore.get().user?.language).toBe('es');
    await vi.waitFor(() => expect(savePreferences).toHaveBeenCalledWith({ language: 'es' }));
    // The choice is used up: the next sign-in follows the account again.
    authStore.signOut();
    applyLoginResult(result({ user: { ...base, language: 'en' } }), false);
    expect(changeLanguage).toHaveBeenLastCalledWith('en');
    expect(savePreferences).toHaveBeenCalledTimes(1);
  });

  it('saves nothing when the choice already is the account language', () => {
    rememberSignedOutChoice('en');
    applyLoginResult(result({}), false);
    expect(changeLanguage).toHaveBeenLastCalledWith('en');
    expect(savePreferences).not.toHaveBeenCalled();
  });
});
