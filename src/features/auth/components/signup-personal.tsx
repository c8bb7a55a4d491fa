import type { Country } from '@contract/model';
import type { SignupData } from '@/api/signup';
import { useTranslation } from 'react-i18next';
import type { SignupFormState } from '../hooks/use-signup-form';
import { MobileField } from '@/components/form/mobile-field';
import { TextField } from '@/components/form/text-field';

/** Name, email (checked for uniqueness when left), mobile and an optional username. */
export function SignupPersonal({
  form,
  data,
  countries,
}: {
  form: SignupFormState;
  data: SignupData;
  countries: readonly Country[];
}) {
  const { t } = useTranslation('auth');
  const { fields } = form;
  const emailRequired = data.otpVerification && data.otpBasedOn === 'email';
  const mobileRequired = data.otpVerification && data.otpBasedOn === 'mobile';
  return (
    <>
      <TextField
        {...form.field('firstName')}
        label={t('fields.firstName')}
        autoComplete="given-name"
      />
      <TextField
        {...form.field('lastName')}
        label={t('fields.lastName')}
        optional
        autoComplete="family-name"
      />
      <TextField
        {...form.field('email')}
        type="email"
        label={t('fields.email')}
        optional={!emailRequired}
        autoComplete="email"
        onBlur={form.checkEmail}
      />
      <MobileField
        label={t('fields.mobile')}
        optional={!mobileRequired}
        countries={countries}
        mobileCode={fields.mobileCode}
        mobile={fields.mobile}
        onMobileCodeChange={(mobileCode) => form.set({ mobileCode })}
        onMobileChange={(mobile) => form.set({ mobile })}
        error={form.errorFor('mobile') ?? form.errorFor('mobile_code')}
      />
      <TextField
        {...form.field('username')}
        label={t('fields.username')}
        optional
        autoComplete="username"
        hint={t('signup.usernameHint')}
      />
    </>
  );
}
