import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { savePreferences } from '@/api/account';
import type { User } from '@/api/user';
import { changeLanguage } from '../providers/i18n';
import { authStore } from './auth-store';
import {
  adoptSignedOutChoice,
  chooseSignedInLanguage,
  followAccountLanguage,
  languageAtSignIn,
  openShellLanguage,
  pendingSignedOutChoice,
  rememberSignedOutChoice,
} from './language-choice';
import { ApiError } from '@/api/http/errors';
import { testMember } from './test-member';

vi.mock('../providers/i18n', () => ({ changeLanguage: vi.fn(() => Promise.resolve()) }));
vi.mock('@/api/account', () => ({ savePreferences: vi.fn() }));

const member: User = testMember();

// The account calls load on first use; loading them once here keeps a busy machine's first
// import from running into a test's time limit with a save still counted as under way.
beforeAll(async () => {
  await import('@/api/account');
}, 30_000);

beforeEach(() => {
  localStorage.clear();
  vi.mocked(changeLanguage).mockClear();
  vi.mocked(savePreferences).mockReset();
  authStore.signIn('tok', member);
});

describe('languageAtSignIn', () => {
  it('adopts a signed-out choice that differs from the account', () => {
    expect(languageAtSignIn({ account: 'en', companyDefault: 'en', chosen: 'es' })).toEqual({
      language: 'es',
      adopt: true,
    });
  });
  it('follows the account (or the company default) without a choice', () => {
    expect(languageAtSignIn({ account: 'es', companyDefault: 'en', chosen: null })).toEqual({
      language: 'es',
      adopt: false,
    });
    expect(languageAtSignIn({ account: '', companyDefault: 'es', chosen: null })).toEqual({
      language: 'es',
      adopt: false,
    });
  });
});

describe('the signed-out choice', () => {
  it('stays until the server has answered its save', async () => {
    rememberSignedOutChoice('es');
    expect(pendingSignedOutChoice()).toBe('es');
    // No answer (the network, or a page load that cut the request off): kept.
    vi.mocked(savePreferences).mockRejectedValueOnce(
      new ApiError({
        kind: 'network',
        status: 0,
        code: null,
        title: 'offline',
        message: 'offline',
      }),
    );
    // The save is awaited to its end: its outcome, not a moment in time, is what is judged.
    await adoptSignedOutChoice('es');
    expect(savePreferences).toHaveBeenCalledTimes(1);
    expect(pendingSignedOutChoice()).toBe('es');
    // Refused: forgotten, the account keeps its language.
    vi.mocked(savePreferences).mockRejectedValueOnce(
      new ApiError({
        kind: 'validation',
        status: 422,
        code: null,
        title: 'refused',
        message: 'refused',
      }),
    );
    openShellLanguage('en');
    await vi.waitFor(() => expect(pendingSignedOutChoice()).toBeNull());
  });

  it('is saved again at the next opening when the stored member already shows it', async () => {
    // The sign-in stored the member in Spanish, and its save never reached the server.
    vi.mocked(savePreferences).mockResolvedValue({ ...member, language: 'es' });
    rememberSignedOutChoice('es');
    openShellLanguage('es');
    expect(changeLanguage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(savePreferences).toHaveBeenCalledWith({ language: 'es' }));
    await vi.waitFor(() => expect(pendingSignedOutChoice()).toBeNull());
  });
});

describe('chooseSignedInLanguage (the header, signed in)', () => {
  it('switches the interface and stores the choice as the account language', async () => {
    vi.mocked(savePreferences).mockResolvedValue({ ...member, language: 'es' });
    const fresh = await chooseSignedInLanguage('es', 'en');
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(savePreferences).toHaveBeenCalledWith({ language: 'es' });
    expect(fresh.language).toBe('es');
    expect(authStore.get().user?.language).toBe('es');
  });

  it('goes back to the stored language when the save is refused', async () => {
    vi.mocked(savePreferences).mockRejectedValue(new Error('refused'));
    await expect(chooseSignedInLanguage('es', 'en')).rejects.toThrow('refused');
    expect(vi.mocked(changeLanguage).mock.calls.map((c) => c[0])).toEqual(['es', 'en']);
    expect(authStore.get().user?.language).toBe('en');
  });
});

describe('followAccountLanguage (the interface follows the account)', () => {
  it('switches the interface to a stored language it does not show', () => {
    followAccountLanguage('es', 'en');
    expect(changeLanguage).toHaveBeenCalledWith('es');
  });

  it('does nothing when they agree, or while a save is under way', async () => {
    followAccountLanguage('en', 'en');
    expect(changeLanguage).not.toHaveBeenCalled();
    let release: (u: User) => void = () => undefined;
    vi.mocked(savePreferences).mockReturnValue(new Promise<User>((r) => (release = r)));
    const saving = chooseSignedInLanguage('es', 'en');
    vi.mocked(changeLanguage).mockClear();
    // An older copy of the member (still English) arrives while the save is under way.
    followAccountLanguage('en', 'es');
    expect(changeLanguage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(savePreferences).toHaveBeenCalled());
    release({ ...member, language: 'es' });
    await saving;
    followAccountLanguage('en', 'es');
    expect(changeLanguage).toHaveBeenCalledWith('en');
  });
});

describe('opening the member area on a session the browser kept', () => {
  it('changes nothing without a signed-out choice', () => {
    openShellLanguage('es');
    expect(changeLanguage).not.toHaveBeenCalled();
    expect(savePreferences).not.toHaveBeenCalled();
  });

  it('has the account adopt a language picked on a signed-out screen meanwhile', async () => {
    vi.mocked(savePreferences).mockResolvedValue({ ...member, language: 'es' });
    rememberSignedOutChoice('es');
    openShellLanguage('en');
    expect(changeLanguage).toHaveBeenCalledWith('es');
    await vi.waitFor(() => expect(savePreferences).toHaveBeenCalledWith({ language: 'es' }));
    await vi.waitFor(() => expect(authStore.get().user?.language).toBe('es'));
    await vi.waitFor(() => expect(pendingSignedOutChoice()).toBeNull());
  });

  it('leaves the choice alone in a read-only view of a member (no stored language)', () => {
    rememberSignedOutChoice('es');
    openShellLanguage(undefined);
    expect(changeLanguage).not.toHaveBeenCalled();
    expect(pendingSignedOutChoice()).toBe('es');
  });
});
