import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Link from '@mui/joy/Link';
import { Trans, useTranslation } from 'react-i18next';
import type { SignupData } from '@/api/signup';
import type { SignupFormState } from '../hooks/use-signup-form';
import { NewPasswordFields } from '@/components/form/new-password-fields';

/** The password (with the company's policy when it enforces one) and the terms. */
export function SignupAccount({ form, data }: { form: SignupFormState; data: SignupData }) {
  const { t } = useTranslation('auth');
  const { fields } = form;
  const hasTerms = Boolean(data.termsUrl || data.privacyUrl);
  const link = (href: string | null) =>
    href ? <Link href={href} target="_blank" rel="noopener noreferrer" /> : <span />;
  return (
    <>
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('passwordConfirmation')}
        labels={{ password: t('login.password'), confirmation: t('reset.confirmPassword') }}
        rules={data.passwordPolicy ? data.passwordRules : undefined}
      />
      {hasTerms && (
        <FormControl error={Boolean(form.errorFor('terms'))}>
          <Checkbox
            name="terms"
            checked={fields.acceptedTerms}
            onChange={(e) => form.set({ acceptedTerms: e.target.checked })}
            label={
              <Trans
                t={t}
                i18nKey="signup.acceptTerms"
                components={{ terms: link(data.termsUrl), privacy: link(data.privacyUrl) }}
              />
            }
          />
          {form.errorFor('terms') && <FormHelperText>{form.errorFor('terms')}</FormHelperText>}
        </FormControl>
      )}
    </>
  );
}
