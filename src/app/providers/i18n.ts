import i18next, { type i18n, type InitOptions, type ReadCallback, type TFunction } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { figureFormatter } from './figure-formatter';

export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Every translation file, spec §7 "Other": GET /locales/{lng}/{ns}.json. */
export const NAMESPACES = [
  'account',
  'auth',
  'common',
  'dashboard',
  'mail',
  'payout',
  'promotion',
  'referral',
  'support',
  'validation',
  'wallet',
  'store',
] as const;
type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded before the first render: what the shell, login and dashboard (the landing page
 * after login) and every form need. The other namespaces are fetched when a screen first
 * calls useTranslation('<ns>'), which suspends until the file arrives; i18next then adds
 * them to its `ns` list, so a later language change reloads them too.
 */
const PRELOADED_NAMESPACES: readonly Namespace[] = ['common', 'auth', 'dashboard', 'validation'];

/** 'es-MX', 'es_ES' or 'ES' -> 'es': the app only ever runs in a bare language code. */
function toLanguagePart(code: string): string {
  return (code.split(/[-_]/)[0] ?? code).toLowerCase();
}

/** Spec §9: query lng, cookie, local storage, session storage, browser, html tag; cache i18nextLng. */
const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupLocalStorage: 'i18nextLng',
  caches: ['localStorage'],
  convertDetectedLanguage: toLanguagePart,
} satisfies DetectorOptions;

/** Spec §8: a failed translation file is retried up to 5 times, from 350 ms, doubling. */
const TRANSLATION_MAX_RETRIES = 5;
const TRANSLATION_RETRY_TIMEOUT_MS = 350;

/**
 * i18next retries a read only when the backend calls back with an error AND a truthy second
 * argument (BackendConnector.read: `if (err && data && tried < this.maxRetries)`).
 * i18next-http-backend passes `true` for 5xx, no status and network errors but `false` for
 * 4xx and unparsable JSON (loadUrl). The spec wants every failure retried, so this backend
 * reports every error as retryable.
 */
class RetryingHttpBackend extends HttpBackend {
  override read(language: string, namespace: string, callback: ReadCallback): void {
    super.read(language, namespace, (err, data) => {
      if (err) callback(err, true);
      else callback(null, data);
    });
  }
}

export const backendOptions = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
} satisfies HttpBackendOptions;

export function buildI18nOptions(): InitOptions {
  return {
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    // Only /locales/es/* is fetched for a regional code. Detected and chosen codes are
    // reduced to their language part as well (toLanguagePart), so i18n.language, the
    // i18nextLng cache and <html lang> are always exactly 'en' or 'es' (or the fallback).
    load: 'languageOnly',
    nonExplicitSupportedLngs: false,
    ns: [...PRELOADED_NAMESPACES],
    defaultNS: 'common',
    backend: backendOptions,
    detection: detectionOptions,
    maxRetries: TRANSLATION_MAX_RETRIES,
    retryTimeout: TRANSLATION_RETRY_TIMEOUT_MS,
    // alwaysFormat: numbers in sentences go through figureFormatter (issue 18).
    interpolation: { escapeValue: false, alwaysFormat: true },
    react: { useSuspense: true },
  };
}

function syncHtmlLang(instance: i18n): void {
  const lang = instance.resolvedLanguage ?? instance.language;
  if (lang && typeof document !== 'undefined') document.documentElement.lang = lang;
}

const initialising = new WeakMap<i18n, Promise<i18n>>();

/**
 * Initialises the app's i18next instance once (later calls return the same promise).
 * Resolves when the preloaded namespaces have loaded, or have failed after their retries:
 * missing keys then render as their key, as i18next does.
 */
export function initI18n(instance: i18n = i18next): Promise<i18n> {
  const existing = initialising.get(instance);
  if (existing) return existing;
  const ready = instance
    .use(RetryingHttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .use(figureFormatter)
    .init(buildI18nOptions())
    .then(() => {
      syncHtmlLang(instance);
      instance.on('languageChanged', () => syncHtmlLang(instance));
      return instance;
    });
  initialising.set(instance, ready);
  return ready;
}

/**
 * Switches language (e.g. when the user's language setting changes), caches it under
 * i18nextLng and sets <html lang>. An unsupported code falls back to English.
 */
export async function changeLanguage(code: string, instance: i18n = i18next): Promise<TFunction> {
  const t = await instance.changeLanguage(toLanguagePart(code));
  syncHtmlLang(instance);
  return t;
}
