import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../providers/i18n';
import { rememberSignedOutChoice } from '../session/language-choice';

/**
 * The interface language as its two-letter code, and `choose` to switch it (i18next caches
 * the choice under i18nextLng, spec §9); `t` reads the common texts. On a signed-out screen
 * the choice is also remembered, for the account to adopt at sign-in (decision 044).
 */
export function useLanguageChoice({ signedOut = false }: { signedOut?: boolean } = {}) {
  const { t, i18n } = useTranslation('common');
  const current = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  const choose = (value: string | null) => {
    if (!value) return;
    if (signedOut) rememberSignedOutChoice(value);
    void changeLanguage(value);
  };
  return { t, current, choose };
}
