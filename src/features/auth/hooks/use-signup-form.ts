import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getModuleState } from '@/session/module-state';
import { fullName } from '@contract/names';
import { isEmailFree, toSignupBody, type Caller, type SignupData } from '@/api/signup';
import { useSignup } from '../api/mutations';
import { authKeys, referralQueryOptions } from '../api/queries';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { shownSignupFields, signupErrors, type SignupFields } from '../lib/signup-checks';
import { plusCode } from '@/components/form/mobile-field';
import type { FieldBinding } from '@/components/form/use-form-fields';
import { useClientErrors } from '@/lib/use-client-errors';
import { defaultDialCode, hasErrors } from './use-identifier';
import { useDebounced } from '@/lib/use-debounced';

const initialFields = (data: SignupData, referral: string): SignupFields => ({
  referral,
  placement: '',
  position: data.defaultLeg,
  firstName: '',
  lastName: '',
  email: '',
  // Empty until chosen: a country code alone is not a phone number (see dialCode below).
  mobileCode: '',
  mobile: '',
  username: '',
  password: '',
  passwordConfirmation: '',
  zone: null,
  city: '',
  address: '',
  postcode: '',
  countryId: defaultCountryId(data),
  acceptedTerms: false,
});

function defaultCountryId(data: SignupData): number | null {
  const preferred = getModuleState().modules?.defaultCountry?.id;
  return data.countries.find((c) => c.id === preferred)?.id ?? null;
}

/** A form field's error key: the wire name (firstName -> first_name); the terms box is 'terms'. */
/** The fields typed as text (names, email, address, passwords). */
type TextKey = {
  [K in keyof SignupFields]: SignupFields[K] extends string ? K : never;
}[keyof SignupFields];

const errorKeyOf = (field: string) =>
  field === 'acceptedTerms' ? 'terms' : field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The signup screen's state and rules (spec §4 signup flow): the sponsor is validated as it
 * is typed and named on screen; the email is checked for uniqueness when the field is left;
 * the body follows the §5 rules (toSignupBody) for the company's plan type.
 */
export function useSignupForm(
  data: SignupData,
  initialReferral: string,
  caller: Caller,
  lead: string | null = null,
) {
  const { t } = useTranslation(['auth', 'validation']);
  const [typed, setFields] = useState(() => initialFields(data, initialReferral));
  const { errors: clientErrors, setErrors: setClientErrors, clear } = useClientErrors();
  const [positionTouched, setPositionTouched] = useState(false);
  const [emailToCheck, setEmailToCheck] = useState('');
  const set = (patch: Partial<SignupFields>) => {
    setFields((f) => ({ ...f, ...patch }));
    clear(...Object.keys(patch).map(errorKeyOf));
  };

  const referral = useDebounced(typed.referral.trim(), 400);
  const sponsor = useQuery(referralQueryOptions(referral, caller));
  // The sponsor's preferred leg is the default until the member picks one.
  // The code shown: the one picked, else the chosen country's, else the company's default.
  const countryDial = data.countries.find((c) => c.id === typed.countryId)?.phoneCode;
  const dialCode =
    typed.mobileCode || (countryDial ? plusCode(countryDial) : defaultDialCode(data.countries));
  const fields: SignupFields = {
    ...typed,
    mobileCode: dialCode,
    position: positionTouched ? typed.position : (sponsor.data?.defaultLeg ?? typed.position),
  };
  // What counts as "filled" for the §5 rule: a code picked by hand, or the shown one once a
  // number is typed.
  const toSend: SignupFields = {
    ...fields,
    mobileCode: typed.mobileCode || (typed.mobile.trim() ? dialCode : ''),
  };

  const emailCheck = useQuery({
    queryKey: authKeys.emailFree(emailToCheck, caller),
    queryFn: () => isEmailFree(emailToCheck, caller),
    enabled: emailToCheck !== '' && data.emailUnique,
    retry: false,
    staleTime: 30_000,
  });
  const emailTaken = emailCheck.data === false && emailToCheck === fields.email.trim();

  const mutation = useSignup(caller);
  const errorFor = (field: string) =>
    field === 'email' && emailTaken
      ? t('validation:emailTaken')
      : fieldMessage(clientErrors, mutation.error, field);

  const submit = (onDone: Parameters<typeof mutation.mutate>[1]) => {
    if (mutation.isPending) return;
    const errors = signupErrors(
      fields,
      data,
      {
        required: t('validation:required'),
        email: t('validation:email'),
        emailTaken: t('validation:emailTaken'),
        passwordMismatch: t('validation:passwordMismatch'),
        policyNotMet: t('auth:password.policyNotMet'),
        acceptTerms: t('validation:acceptTerms'),
      },
      emailTaken,
    );
    if (sponsor.isError && referral === fields.referral.trim()) errors.referral = sponsorError();
    setClientErrors(errors);
    if (hasErrors(errors)) return;
    const body = toSignupBody(toSend, data.compensationPlan);
    mutation.mutate(lead ? { ...body, lead } : body, onDone);
  };

  const sponsorError = () =>
    fieldMessage({}, sponsor.error, 'referral') ?? t('validation:unknownSponsor');

  return {
    fields,
    set,
    setPosition: (position: 'L' | 'R') => {
      setPositionTouched(true);
      set({ position });
    },
    checkEmail: () => {
      const email = fields.email.trim();
      if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) setEmailToCheck(email);
    },
    sponsor: {
      pending: referral !== '' && sponsor.isFetching,
      name: sponsor.data ? fullName(sponsor.data.firstName, sponsor.data.lastName) : null,
      error: sponsor.isError ? sponsorError() : undefined,
    },
    errorFor,
    /** The props of the text field for `key`, named and checked by its wire name (first_name…). */
    field: (key: TextKey): FieldBinding => ({
      name: errorKeyOf(key),
      value: fields[key],
      onChange: (value) => set({ [key]: value }),
      error: errorFor(errorKeyOf(key)),
    }),
    generalError: generalErrorMessage(mutation.error, shownSignupFields(data.compensationPlan)),
    pending: mutation.isPending,
    submit,
  };
}

export type SignupFormState = ReturnType<typeof useSignupForm>;
