import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { userKeys } from '@/api/query-keys';
import type { User } from '@/api/user';
import { generalErrorMessage } from '@/components/form/form-errors';
import { toast } from '@/components/toasts/toast';
import { changeLanguage } from '../providers/i18n';
import { chooseSignedInLanguage, followAccountLanguage } from '../session/language-choice';

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

/** The interface follows the account's language whenever the stored setting changes. */
export function useLanguageFollowsAccount(stored: string | undefined) {
  const { i18n } = useTranslation('common');
  useEffect(() => {
    followAccountLanguage(stored, (i18n.resolvedLanguage ?? 'en').slice(0, 2));
    // Only a change of the stored setting moves the interface; a choice being saved does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);
}
