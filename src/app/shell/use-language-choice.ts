import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../providers/i18n';

/**
 * The interface language as its two-letter code, and `choose` to switch it (i18next caches
 * the choice under i18nextLng, spec §9); `t` reads the common texts.
 */
export function useLanguageChoice() {
  const { t, i18n } = useTranslation('common');
  const current = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  const choose = (value: string | null) => {
    if (value) void changeLanguage(value);
  };
  return { t, current, choose };
}
