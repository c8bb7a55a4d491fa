import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store';

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
