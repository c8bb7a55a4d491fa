import { afterEach, describe, expect, it, vi } from 'vitest';
import { stampRead, tick } from '@/session/copy-clock';
import { authStore } from './auth-store';
import { testMember } from './test-member';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  it('deletes the browser copy of the genealogy, whoever signs in next (decision 050)', () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });
    authStore.signOut();
    expect(deleteDatabase).toHaveBeenCalledWith('genealogy-copy');
    expect(authStore.get().status).toBe('unauthenticated');
  });
});

describe('copies of the member (copy-clock)', () => {
  const member = testMember();

  it('ignores a read sent before a write it may predate, and takes later ones', () => {
    authStore.signIn('tok', member);
    // A read leaves while the language save is under way...
    const staleSentAt = tick();
    // ...the save's answer (a write's copy) arrives first...
    authStore.updateUser({ ...member, language: 'es' });
    // ...then the read's answer, with the state from before the save.
    authStore.updateUser(stampRead({ ...member, language: 'en' }, staleSentAt));
    expect(authStore.get().user?.language).toBe('es');
    // A read sent after the save's answer is the newer word, even if it changes the language.
    const laterSentAt = tick();
    authStore.updateUser({ ...member, language: 'en' }, laterSentAt);
    expect(authStore.get().user?.language).toBe('en');
  });

  it('keeps the newer of two reads answered out of order', () => {
    authStore.signIn('tok', member);
    const first = tick();
    const second = tick();
    authStore.updateUser({ ...member, currency: 'EUR' }, second);
    authStore.updateUser({ ...member, currency: 'USD' }, first);
    expect(authStore.get().user?.currency).toBe('EUR');
  });

  it('takes a read sent before the sign-in never (an older session’s answer)', () => {
    const before = tick();
    authStore.signIn('tok', member);
    authStore.updateUser(stampRead({ ...member, firstName: 'Old' }, before));
    expect(authStore.get().user?.firstName).toBe(member.firstName);
  });
});
