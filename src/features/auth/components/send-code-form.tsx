import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeRecipient } from '@/api/auth';
import { fieldMessage } from '@/components/form/form-errors';
import type { Country } from '@contract/model';
import { hasErrors, identifierErrors, useIdentifier } from '../hooks/use-identifier';
import { toRecipient, type CodeMethod } from '../lib/identifier';
import { AuthForm, type AuthFormProps } from './auth-form';
import { IdentifierFields } from './identifier-fields';

/** Where a code is to go (email or mobile, as the company allows), and the fields' check. */
export function useCodeRecipient(methods: CodeMethod[], countries: readonly Country[]) {
  const { t } = useTranslation('auth');
  const identifier = useIdentifier(methods, countries);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  /** The recipient, or null when the chosen field is empty (its message then shows). */
  const check = (): CodeRecipient | null => {
    const found = identifierErrors(identifier.method, identifier.values, t('validation:required'));
    setErrors(found);
    return hasErrors(found) ? null : toRecipient(identifier.method, identifier.values);
  };
  return { identifier, methods, countries, errors, check };
}

type Props = Pick<
  AuthFormProps,
  'title' | 'subtitle' | 'onSubmit' | 'footerLink' | 'submitDisabled'
> & {
  recipient: ReturnType<typeof useCodeRecipient>;
  /** The call that sends the code: the button follows it, its messages show. */
  send: { isPending: boolean; error: unknown };
  /** The form field that names the chosen way (login_using, reset_using). */
  methodField: string;
};

/** The first step of a code: where to send it, and "Send code". */
export function SendCodeForm({ recipient, send, methodField, ...frame }: Props) {
  const { t } = useTranslation('auth');
  return (
    <AuthForm
      {...frame}
      call={send}
      shownFields={['email', 'mobile', 'mobile_code', methodField]}
      submitLabel={t('otp.send')}
      pendingLabel={t('otp.sending')}
    >
      <IdentifierFields
        methods={recipient.methods}
        identifier={recipient.identifier}
        countries={recipient.countries}
        errorFor={(f) => fieldMessage(recipient.errors, send.error, f)}
      />
    </AuthForm>
  );
}
