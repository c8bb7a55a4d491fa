import { useTranslation } from 'react-i18next';
import { FormCard, type FormCardProps } from '@/components/form/form-card';

type Props = Omit<FormCardProps, 'pending' | 'error' | 'submitLabel' | 'pendingLabel'> & {
  /** The call the form makes: the button follows its progress, the messages come from its error. */
  call: { isPending: boolean; error: unknown };
  /** The button's words; "Save changes" / "Saving…" unless the form says otherwise. */
  submitLabel?: string;
  pendingLabel?: string;
};

/** A form card of the account pages, driven by the one call it makes (most often a save). */
export function AccountFormCard({ call, submitLabel, pendingLabel, ...rest }: Props) {
  const { t } = useTranslation('account');
  return (
    <FormCard
      {...rest}
      pending={call.isPending}
      error={call.error}
      submitLabel={submitLabel ?? t('save')}
      pendingLabel={pendingLabel ?? t('saving')}
    />
  );
}
