import Box from '@mui/joy/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Country, Profile, Zone } from '@contract/model';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormFields } from '@/components/form/use-form-fields';
import type { MemberPageProps } from '@/components/member-pages/member-pages';
import { QueryState } from '@/components/query-state/query-state';
import { toast } from '@/components/toasts/toast';
import { useSaveProfile } from './api/mutations';
import { profileQueryOptions } from './api/queries';
import { AccountFormCard } from './components/account-form-card';
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
  const form = useFormFields(
    {
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
    },
    save.error,
  );
  type Field = keyof typeof form.values;
  const values = form.values;
  const countryZones = zones.filter((z) => String(z.countryId) === values.country_id);

  const submit = () => {
    if (!form.accept(form.required(...required))) return;
    guard(() =>
      save.mutate(
        {
          ...values,
          date_of_birth: values.date_of_birth === '' ? null : values.date_of_birth,
          gender: values.gender === '' ? null : (values.gender as 'female' | 'male' | 'other'),
          country_id: Number(values.country_id),
          zone_id: Number(values.zone_id),
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
      {...form.field(field)}
      label={label}
      optional={opts.optional ?? false}
      {...(opts.autoComplete ? { autoComplete: opts.autoComplete } : {})}
      {...(opts.type ? { type: opts.type } : {})}
    />
  );

  return (
    <AccountFormCard onSubmit={submit} call={save} shownFields={shownFields}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('first_name', t('fields.firstName'), { autoComplete: 'given-name' })}
        {text('last_name', t('fields.lastName'), { optional: true, autoComplete: 'family-name' })}
        {text('date_of_birth', t('profile.dateOfBirth'), {
          optional: true,
          type: 'date',
          autoComplete: 'bday',
        })}
        <SelectField
          label={t('profile.gender')}
          optional
          {...form.field('gender')}
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
          {...form.field('country_id')}
          // Another country's regions do not apply: the region is chosen again.
          onChange={(v) => {
            form.setValues((f) => ({ ...f, zone_id: '' }));
            form.set('country_id', v);
          }}
          label={t('profile.country')}
          placeholder={t('profile.choose')}
          options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <SelectField
          {...form.field('zone_id')}
          label={t('profile.zone')}
          placeholder={t('profile.choose')}
          disabled={values.country_id === ''}
          options={countryZones.map((z) => ({ value: String(z.id), label: z.name }))}
        />
        {text('city', t('profile.city'), { autoComplete: 'address-level2' })}
        {text('postcode', t('profile.postcode'), { autoComplete: 'postal-code' })}
      </Box>
    </AccountFormCard>
  );
}
