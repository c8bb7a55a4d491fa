import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/api/account';
import type { Country } from '@/api/modules';
import type { Zone } from '@/api/signup';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import type { MemberPageProps } from '@/components/member-pages/member-pages';
import { QueryState } from '@/components/query-state/query-state';
import { toast } from '@/components/toasts/toast';
import { useClientErrors } from '@/lib/use-client-errors';
import { useSaveProfile } from './api/mutations';
import { profileQueryOptions } from './api/queries';
import { AccountPage } from './components/account-page';
import { AvatarCard } from './components/avatar-card';

const required = ['first_name', 'address_1', 'city', 'country_id', 'zone_id', 'postcode'] as const;
const shownFields = [...required, 'last_name', 'date_of_birth', 'gender', 'address_2'];

/** /member/account/basic: names, birth date, gender, address and the picture (issue 12 point 1). */
export function BasicPage({ user }: MemberPageProps) {
  const { t } = useTranslation('account');
  const query = useQuery(profileQueryOptions());
  return (
    <AccountPage title={t('sections.basic')} subtitle={t('profile.subtitle')}>
      <AvatarCard user={user} />
      <QueryState query={query} errorText={t('loadError')} height={480}>
        {(data) => <ProfileForm {...data} />}
      </QueryState>
    </AccountPage>
  );
}

function ProfileForm({
  profile,
  countries,
  zones,
}: {
  profile: Profile;
  countries: Country[];
  zones: Zone[];
}) {
  const { t } = useTranslation(['account', 'validation']);
  const { guard } = useDemoGuard();
  const save = useSaveProfile();
  const [form, setForm] = useState({
    first_name: profile.firstName,
    last_name: profile.lastName ?? '',
    date_of_birth: profile.dateOfBirth ?? '',
    gender: profile.gender ?? '',
    address_1: profile.address1 ?? '',
    address_2: profile.address2 ?? '',
    city: profile.city ?? '',
    country_id: profile.countryId ? String(profile.countryId) : '',
    zone_id: profile.zoneId ? String(profile.zoneId) : '',
    postcode: profile.postcode ?? '',
  });
  const { errors, setErrors, clear } = useClientErrors();
  type Field = keyof typeof form;
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value, ...(field === 'country_id' ? { zone_id: '' } : {}) }));
    clear(field);
  };
  const error = (field: Field) => fieldMessage(errors, save.error, field);
  const countryZones = zones.filter((z) => String(z.countryId) === form.country_id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const missing = Object.fromEntries(
      required.map((f) => [f, form[f].trim() === '' ? t('validation:required') : undefined]),
    );
    setErrors(missing);
    if (Object.values(missing).some(Boolean)) return;
    guard(() =>
      save.mutate(
        {
          ...form,
          last_name: form.last_name,
          date_of_birth: form.date_of_birth === '' ? null : form.date_of_birth,
          gender: form.gender === '' ? null : (form.gender as 'female' | 'male' | 'other'),
          country_id: Number(form.country_id),
          zone_id: Number(form.zone_id),
        },
        { onSuccess: () => toast.success(t('saved')) },
      ),
    );
  };

  const text = (
    field: Field,
    label: string,
    opts: { optional?: boolean; autoComplete?: string; type?: string } = {},
  ) => (
    <TextField
      name={field}
      label={label}
      value={form[field]}
      onChange={set(field)}
      error={error(field)}
      optional={opts.optional ?? false}
      {...(opts.autoComplete ? { autoComplete: opts.autoComplete } : {})}
      {...(opts.type ? { type: opts.type } : {})}
    />
  );

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      <FormAlert message={generalErrorMessage(save.error, shownFields)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('first_name', t('fields.firstName'), { autoComplete: 'given-name' })}
        {text('last_name', t('fields.lastName'), { optional: true, autoComplete: 'family-name' })}
        {text('date_of_birth', t('profile.dateOfBirth'), {
          optional: true,
          type: 'date',
          autoComplete: 'bday',
        })}
        <SelectField
          name="gender"
          label={t('profile.gender')}
          optional
          value={form.gender}
          onChange={set('gender')}
          error={error('gender')}
          placeholder={t('profile.genderNone')}
          options={[
            { value: 'female', label: t('profile.genders.female') },
            { value: 'male', label: t('profile.genders.male') },
            { value: 'other', label: t('profile.genders.other') },
          ]}
        />
      </Box>
      {text('address_1', t('profile.address1'), { autoComplete: 'address-line1' })}
      {text('address_2', t('profile.address2'), { optional: true, autoComplete: 'address-line2' })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField
          name="country_id"
          label={t('profile.country')}
          value={form.country_id}
          onChange={set('country_id')}
          error={error('country_id')}
          placeholder={t('profile.choose')}
          options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <SelectField
          name="zone_id"
          label={t('profile.zone')}
          value={form.zone_id}
          onChange={set('zone_id')}
          error={error('zone_id')}
          placeholder={t('profile.choose')}
          disabled={form.country_id === ''}
          options={countryZones.map((z) => ({ value: String(z.id), label: z.name }))}
        />
        {text('city', t('profile.city'), { autoComplete: 'address-level2' })}
        {text('postcode', t('profile.postcode'), { autoComplete: 'postal-code' })}
      </Box>
      <Box>
        <SubmitButton pending={save.isPending} label={t('save')} pendingLabel={t('saving')} />
      </Box>
    </Card>
  );
}
