import Box from '@mui/joy/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getLoginFields } from '@/api/auth';
import type { LeadInput } from '@/api/crm';
import type { FieldGroupProps } from '@/components/form/field-frame';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { leadInterests, leadSources } from '@contract/crm';

/** The optional one-line fields after the name, in order. */
const optionalTextFields = [
  { key: 'email', name: 'lead_email', wireName: 'email', type: 'email' },
  { key: 'phone', name: 'lead_phone', wireName: 'phone', type: 'tel' },
  { key: 'nextFollowUp', name: 'lead_follow_up', wireName: 'next_follow_up', type: 'date' },
] as const;

/** The lead's details as the member writes them; each server message under its field. */
export function LeadForm({ value, onChange, errorOf }: FieldGroupProps<LeadInput>) {
  const { t } = useTranslation('dashboard');
  // The company's countries, as the login and signup screens list them.
  const countries = useQuery({
    queryKey: ['crm', 'countries'],
    queryFn: getLoginFields,
    staleTime: Infinity,
  });
  /** The props of the field for `key`, named `name` in the form; its server message is `wireName`'s. */
  const field = <K extends keyof LeadInput>(key: K, name: string, wireName: string) => ({
    name,
    value: value[key],
    onChange: (v: string) => onChange({ ...value, [key]: v as LeadInput[K] }),
    error: errorOf(wireName),
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField {...field('name', 'lead_name', 'name')} label={t('crm.name')} />
      {optionalTextFields.map((f) => (
        <TextField
          key={f.key}
          {...field(f.key, f.name, f.wireName)}
          label={t(`crm.${f.key}`)}
          type={f.type}
          optional
        />
      ))}
      <SelectField
        {...field('countryId', 'lead_country', 'country_id')}
        label={t('crm.country')}
        optional
        options={(countries.data?.countries ?? []).map((c) => ({
          value: String(c.id),
          label: c.name,
        }))}
      />
      <SelectField
        {...field('source', 'lead_source', 'source')}
        label={t('crm.source')}
        options={leadSources.map((s) => ({ value: s, label: t(`crm.sources.${s}`) }))}
      />
      <SelectField
        {...field('interest', 'lead_interest', 'interest')}
        label={t('crm.interest')}
        options={leadInterests.map((s) => ({ value: s, label: t(`crm.interests.${s}`) }))}
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <TextAreaField {...field('notes', 'lead_notes', 'notes')} label={t('crm.notes')} optional />
      </Box>
    </Box>
  );
}
