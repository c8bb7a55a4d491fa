import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next instance for component tests, with the texts they are given (the real locale
 * files, usually), so tests find elements by what a person reads. English is the language;
 * the first English namespace is the default one.
 */
export function createTestI18n(resources: Resource) {
  const ns = Object.keys(resources.en ?? {});
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    ns,
    defaultNS: ns[0],
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}
