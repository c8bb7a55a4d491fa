import Box from '@mui/joy/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getLoginFields } from '@/api/auth';
import type { LeadInput } from '@/api/crm';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { leadInterests, leadSources } from '@contract/crm';

/** The lead's details as the member writes them; each server message under its field. */
export function LeadForm({
  value,
  onChange,
  errorOf,
}: {
  value: LeadInput;
  onChange: (next: LeadInput) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('dashboard');
  // The company's countries, as the login and signup screens list them.
  const countries = useQuery({
    queryKey: ['crm', 'countries'],
    queryFn: getLoginFields,
    staleTime: Infinity,
  });
  const set =
    <K extends keyof LeadInput>(k: K) =>
    (v: string) =>
      onChange({ ...value, [k]: v as LeadInput[K] });
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        name="lead_name"
        label={t('crm.name')}
        value={value.name}
        onChange={set('name')}
        error={errorOf('name')}
      />
      <TextField
        name="lead_email"
        label={t('crm.email')}
        type="email"
        optional
        value={value.email}
        onChange={set('email')}
        error={errorOf('email')}
      />
      <TextField
        name="lead_phone"
        label={t('crm.phone')}
        type="tel"
        optional
        value={value.phone}
        onChange={set('phone')}
        error={errorOf('phone')}
      />
      <TextField
        name="lead_follow_up"
        label={t('crm.nextFollowUp')}
        type="date"
        optional
        value={value.nextFollowUp}
        onChange={set('nextFollowUp')}
        error={errorOf('next_follow_up')}
      />
      <SelectField
        name="lead_country"
        label={t('crm.country')}
        optional
        value={value.countryId}
        onChange={set('countryId')}
        options={(countries.data?.countries ?? []).map((c) => ({
          value: String(c.id),
          label: c.name,
        }))}
        error={errorOf('country_id')}
      />
      <SelectField
        name="lead_source"
        label={t('crm.source')}
        value={value.source}
        onChange={set('source')}
        options={leadSources.map((s) => ({ value: s, label: t(`crm.sources.${s}`) }))}
        error={errorOf('source')}
      />
      <SelectField
        name="lead_interest"
        label={t('crm.interest')}
        value={value.interest}
        onChange={set('interest')}
        options={leadInterests.map((s) => ({ value: s, label: t(`crm.interests.${s}`) }))}
        error={errorOf('interest')}
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <TextAreaField
          name="lead_notes"
          label={t('crm.notes')}
          optional
          value={value.notes}
          onChange={set('notes')}
          error={errorOf('notes')}
        />
      </Box>
    </Box>
  );
}
