import { describe, expect, it } from 'vitest';
import { pickStoreUrl, storeCategoryUrl, storeLoginUrl, storeLogoutUrl } from './store-links';

describe('store links', () => {
  const store = 'https://store.nimbuswellness.example/';

  it('builds the single sign-on login with the store token', () => {
    expect(storeLoginUrl(store, 'a.b+c/d')).toBe(
      'https://store.nimbuswellness.example/sso/login?store_token=a.b%2Bc%2Fd',
    );
  });

  it('builds the logout with the SSO logout token', () => {
    expect(storeLogoutUrl('https://s.example', 'x y')).toBe(
      'https://s.example/sso/logout?sso_token=x%20y',
    );
  });

  it('builds a category view, signed in', () => {
    expect(storeCategoryUrl(store, 12, 'tok')).toBe(
      'https://store.nimbuswellness.example/category/12?store_token=tok',
    );
  });

  it('uses the default store, else the first, else none', () => {
    const stores = [
      { id: 1, url: 'https://one.example' },
      { id: 2, url: 'https://two.example' },
    ];
    expect(pickStoreUrl(stores, 2)).toBe('https://two.example');
    expect(pickStoreUrl(stores, 9)).toBe('https://one.example');
    expect(pickStoreUrl([], 1)).toBeNull();
  });
});
