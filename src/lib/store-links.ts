/**
 * The external store's three pages (spec §2 "External store pages"), opened in a new tab:
 * single sign-on login with the store token, logout with the SSO logout token, and a
 * category view (signed in with the store token). The store is another site; these are the
 * addresses it serves for the back office.
 */
const base = (storeUrl: string) => storeUrl.replace(/\/+$/, '');

export function storeLoginUrl(storeUrl: string, storeToken: string): string {
  return `${base(storeUrl)}/sso/login?store_token=${encodeURIComponent(storeToken)}`;
}

export function storeLogoutUrl(storeUrl: string, ssoLogoutToken: string): string {
  return `${base(storeUrl)}/sso/logout?sso_token=${encodeURIComponent(ssoLogoutToken)}`;
}

export function storeCategoryUrl(storeUrl: string, categoryId: number, storeToken: string): string {
  return `${base(storeUrl)}/category/${encodeURIComponent(String(categoryId))}?store_token=${encodeURIComponent(storeToken)}`;
}

/** The store to use: the default one (store settings, or the demo's), else the first. */
export function pickStoreUrl(
  stores: readonly { id: number; url: string | null }[],
  defaultStoreId: number | null | undefined,
): string | null {
  const chosen = stores.find((s) => s.id === defaultStoreId) ?? stores[0];
  return chosen?.url ?? null;
}
