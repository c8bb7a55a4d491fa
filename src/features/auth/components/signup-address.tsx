import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignupData } from '@/api/signup';
import type { SignupFormState } from '../hooks/use-signup-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';

/** Country (narrows the regions; not sent), region, city, address and postcode. */
export function SignupAddress({ form, data }: { form: SignupFormState; data: SignupData }) {
  const { t } = useTranslation('auth');
  const { fields } = form;
  const countryOptions = useMemo(
    () => data.countries.map((c) => ({ value: String(c.id), label: c.name })),
    [data.countries],
  );
  const zoneOptions = useMemo(
    () =>
      data.zones
        .filter((z) => fields.countryId === null || z.countryId === fields.countryId)
        .map((z) => ({ value: String(z.id), label: z.name })),
    [data.zones, fields.countryId],
  );
  return (
    <>
      <SelectField
        name="country"
        label={t('fields.country')}
        placeholder={t('fields.choose')}
        value={fields.countryId === null ? '' : String(fields.countryId)}
        onChange={(v) => {
          const countryId = v === '' ? null : Number(v);
          const zone = data.zones.find((z) => z.id === fields.zone);
          // A region of another country no longer fits.
          form.set({ countryId, zone: zone && zone.countryId === countryId ? fields.zone : null });
        }}
        options={countryOptions}
      />
      <SelectField
        name="zone"
        label={t('fields.zone')}
        placeholder={t('fields.choose')}
        value={fields.zone === null ? '' : String(fields.zone)}
        onChange={(v) => form.set({ zone: v === '' ? null : Number(v) })}
        options={zoneOptions}
        disabled={fields.countryId === null}
        error={form.errorFor('zone')}
      />
      <TextField {...form.field('city')} label={t('fields.city')} autoComplete="address-level2" />
      <TextField
        {...form.field('address')}
        label={t('fields.address')}
        autoComplete="street-address"
      />
      <TextField
        {...form.field('postcode')}
        label={t('fields.postcode')}
        autoComplete="postal-code"
      />
    </>
  );
}
