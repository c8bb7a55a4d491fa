import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { userKeys } from '@/api/query-keys';
import type { User } from '@/api/user';
import { generalErrorMessage } from '@/components/form/form-errors';
import { toast } from '@/components/toasts/toast';
import { changeLanguage } from '../providers/i18n';
import {
  chooseSignedInLanguage,
  followAccountLanguage,
  openShellLanguage,
} from '../session/language-choice';

/**
 * The header's language choice for a signed-in member: the interface switches and the
 * account stores it (decision 044). Without `user` (an operator, a read-only view of a
 * member) it changes only this interface.
 */
export function useHeaderLanguageChoice(user: User | undefined) {
  const { t, i18n } = useTranslation('common');
  const client = useQueryClient();
  const current = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  const choose = (value: string | null) => {
    if (!value || value === current) return;
    if (!user) {
      void changeLanguage(value);
      return;
    }
    chooseSignedInLanguage(value, user.language).then(
      (fresh) => client.setQueryData(userKeys.me(), fresh),
      (error: unknown) => toast.error(generalErrorMessage(error, []) ?? t('errors.unknown')),
    );
  };
  return { t, current, choose };
}

/**
 * The interface follows the account's language (decision 044) whenever the stored setting
 * changes (another tab, another device, the account page). The value at hand when the shell
 * opens is no change, since sign-in applied it; but a language picked on a signed-out screen
 * since then is adopted by the account, as a sign-in would.
 */
export function useLanguageFollowsAccount(stored: string | undefined) {
  const { i18n } = useTranslation('common');
  const seen = useRef<string | undefined | null>(null);
  useEffect(() => {
    if (seen.current === stored) return;
    const opening = seen.current === null;
    seen.current = stored;
    if (opening) openShellLanguage(stored);
    else followAccountLanguage(stored, (i18n.resolvedLanguage ?? 'en').slice(0, 2));
  }, [stored, i18n]);
}
