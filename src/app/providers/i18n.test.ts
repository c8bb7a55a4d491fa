import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { backendOptions, buildI18nOptions, changeLanguage, initI18n } from './i18n';

type Reply = { status: number; body?: unknown };
type Handler = (lng: string, ns: string, attempt: number) => Reply;

/** A fetch stand-in for /locales/{lng}/{ns}.json that records when each file was asked for. */
function stubLocaleFetch(handler: Handler) {
  const calls: { lng: string; ns: string; at: number }[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json/.exec(url);
    if (!match) throw new Error(`unexpected url ${url}`);
    const [, lng = '', ns = ''] = match;
    const attempt = calls.filter((c) => c.lng === lng && c.ns === ns).length;
    calls.push({ lng, ns, at: Date.now() });
    const reply = handler(lng, ns, attempt);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: reply.status === 404 ? 'Not Found' : 'OK',
      text: async () => JSON.stringify(reply.body ?? {}),
    };
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsFor = (ns: string) => calls.filter((c) => c.ns === ns);
  /** Delays between consecutive requests for one namespace. */
  const gapsFor = (ns: string) =>
    callsFor(ns)
      .map((c) => c.at)
      .map((at, i, all) => (i === 0 ? 0 : at - (all[i - 1] ?? at)))
      .slice(1);
  return { calls, callsFor, gapsFor };
}

const ok = (body: unknown = {}): Reply => ({ status: 200, body });

/** A 200 answer whose body is the given text, JSON or not. */
const textResponse = (text: string) =>
  ({ ok: true, status: 200, statusText: 'OK', text: async () => text }) as Response;

function resetBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of ['i18next', 'i18nextLng']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
}

let instance: i18n;

beforeEach(() => {
  resetBrowserState();
  instance = i18next.createInstance();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('language detection', () => {
  it('checks query lng, cookie, localStorage, sessionStorage, navigator, html tag in that order and caches under i18nextLng', async () => {
    stubLocaleFetch(() => ok());
    await initI18n(instance);
    expect(instance.options.detection).toMatchObject({
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    });
    expect(instance.options.supportedLngs).toEqual(['en', 'es', 'cimode']);
    expect(instance.options.fallbackLng).toEqual(['en']);
    expect(instance.options.defaultNS).toBe('common');
  });

  it('prefers the cookie over localStorage and caches the result in localStorage', async () => {
    stubLocaleFetch(() => ok());
    localStorage.setItem('i18nextLng', 'en');
    document.cookie = 'i18next=es; Path=/';
    await initI18n(instance);
    expect(instance.language).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('prefers the lng query parameter over the cookie', async () => {
    stubLocaleFetch(() => ok());
    document.cookie = 'i18next=en; Path=/';
    window.history.replaceState(null, '', '/?lng=es');
    await initI18n(instance);
    expect(instance.language).toBe('es');
  });

  it('reduces a regional browser language to its supported language', async () => {
    const { calls } = stubLocaleFetch(() => ok());
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    await initI18n(instance);
    expect(instance.language).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(new Set(calls.map((c) => c.lng))).toEqual(new Set(['es', 'en']));
  });

  it('preloads only common, auth, dashboard and validation and loads other namespaces on demand', async () => {
    const { calls } = stubLocaleFetch(() => ok({ title: 'Wallet' }));
    await initI18n(instance);
    expect(calls.map((c) => c.ns).sort()).toEqual(['auth', 'common', 'dashboard', 'validation']);
    await instance.loadNamespaces('wallet');
    expect(instance.t('wallet:title')).toBe('Wallet');
  });

  it('changeLanguage switches language, sets <html lang> and caches the choice', async () => {
    stubLocaleFetch((lng) => ok({ app: { reload: lng === 'es' ? 'Recargar' : 'Reload' } }));
    await initI18n(instance);
    await changeLanguage('es', instance);
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    await changeLanguage('en-GB', instance);
    expect(instance.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('es', instance);
    await changeLanguage('fr', instance);
    expect(instance.resolvedLanguage).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(instance.t('app.reload')).toBe('Reload');
  });
});

describe('translation file retries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  /** Starts i18n, then asks for the wallet file and lets its retries run for `ms`. */
  async function loadWalletAfterInit(ms: number) {
    const ready = initI18n(instance);
    await vi.advanceTimersByTimeAsync(0);
    await ready;
    const loading = instance.loadNamespaces('wallet');
    await vi.advanceTimersByTimeAsync(ms);
    await loading;
  }

  it('retries a 404 after 350, 700, 1400 and 2800 ms and then uses the file', async () => {
    const { callsFor, gapsFor } = stubLocaleFetch((_lng, ns, attempt) => {
      if (ns === 'common' && attempt < 4) return { status: 404 };
      return ok(ns === 'common' ? { app: { reload: 'Reload' } } : {});
    });
    const ready = initI18n(instance);
    await vi.advanceTimersByTimeAsync(10_000);
    await ready;
    expect(callsFor('common')).toHaveLength(5);
    expect(gapsFor('common')).toEqual([350, 700, 1400, 2800]);
    expect(instance.hasResourceBundle('en', 'common')).toBe(true);
    expect(instance.t('app.reload')).toBe('Reload');
  });

  it('gives up after the first request plus 5 retries (6 requests, last one 10.85 s after the first)', async () => {
    const { callsFor, gapsFor } = stubLocaleFetch((_lng, ns) =>
      ns === 'wallet' ? { status: 404 } : ok(),
    );
    await loadWalletAfterInit(60_000);

    expect(callsFor('wallet')).toHaveLength(6);
    expect(gapsFor('wallet')).toEqual([350, 700, 1400, 2800, 5600]);
    expect(instance.hasResourceBundle('en', 'wallet')).toBe(false);
    expect(instance.t('wallet:title')).toBe('title');
  });

  it('also retries files that are not JSON and a failing network', async () => {
    let walletAttempts = 0;
    const { callsFor } = stubLocaleFetch(() => ok());
    const fetchMock = vi.mocked(globalThis.fetch);
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/wallet.json')) {
        walletAttempts += 1;
        if (walletAttempts === 1) throw new TypeError('Failed to fetch');
        if (walletAttempts === 2) {
          return textResponse('<html>');
        }
        return textResponse('{"title":"Wallet"}');
      }
      return base!(input, init);
    });
    await loadWalletAfterInit(2_000);
    expect(walletAttempts).toBe(3);
    expect(callsFor('common')).toHaveLength(1);
    expect(instance.t('wallet:title')).toBe('Wallet');
  });

  it('(upstream behaviour this module works around) the stock http backend does not retry a 404', async () => {
    const { callsFor } = stubLocaleFetch((_lng, ns) => (ns === 'common' ? { status: 404 } : ok()));
    const plain = i18next.createInstance();
    const ready = plain.use(HttpBackend).init({
      ...buildI18nOptions(),
      lng: 'en',
      backend: backendOptions,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    await ready;
    expect(callsFor('common')).toHaveLength(1);
  });
});
