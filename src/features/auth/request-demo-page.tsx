import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, useNavigate } from 'react-router-dom';
import type { DemoRequestForm } from '@/api/request-demo';
import { useRequestDemo } from './api/mutations';
import { demoOptionsQueryOptions } from './api/queries';
import { AuthHeading } from './components/auth-heading';
import { FormAlert } from '@/components/form/form-alert';
import { ResultPanel } from './components/result-panel';
import { RouterLink } from '@/components/form/router-link';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useClientErrors } from '@/lib/use-client-errors';
import { hasErrors } from './hooks/use-identifier';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';

const shownFields = ['name', 'email', 'mobile', 'country_id', 'industry', 'compensation_plan'];
const toId = (v: string) => (v === '' ? null : Number(v));
const fromId = (v: number | null) => (v === null ? '' : String(v));

/** Spec §2 /request-demo: name, email and mobile; country, industry and plan when chosen. */
export function RequestDemoPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const options = useQuery(demoOptionsQueryOptions()).data;
  const [form, setForm] = useState<DemoRequestForm>({
    name: '',
    email: '',
    mobile: '',
    countryId: null,
    industryId: null,
    planId: null,
  });
  const { errors: clientErrors, setErrors: setClientErrors, clear } = useClientErrors();
  const mutation = useRequestDemo();
  const set = (patch: Partial<DemoRequestForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    clear(...Object.keys(patch));
  };
  const errorFor = (field: string) => fieldMessage(clientErrors, mutation.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const required = t('validation:required');
    const errors = {
      name: form.name.trim() ? undefined : required,
      email: form.email.trim() ? undefined : required,
      mobile: form.mobile.trim() ? undefined : required,
    };
    setClientErrors(errors);
    if (hasErrors(errors)) return;
    mutation.mutate(form, {
      onSuccess: () => void navigate('/request-demo/success', { replace: true }),
    });
  };

  const choices = (list: readonly { id: number; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <AuthHeading title={t('demo.title')} subtitle={t('demo.subtitle')} />
      <FormAlert message={generalErrorMessage(mutation.error, shownFields)} />
      <TextField
        name="name"
        label={t('demo.name')}
        autoComplete="name"
        value={form.name}
        onChange={(name) => set({ name })}
        error={errorFor('name')}
      />
      <TextField
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        value={form.email}
        onChange={(email) => set({ email })}
        error={errorFor('email')}
      />
      <TextField
        name="mobile"
        type="tel"
        label={t('fields.mobile')}
        autoComplete="tel"
        value={form.mobile}
        onChange={(mobile) => set({ mobile })}
        error={errorFor('mobile')}
      />
      <SelectField
        name="country"
        label={t('fields.country')}
        optional
        placeholder={t('fields.choose')}
        value={fromId(form.countryId)}
        onChange={(v) => set({ countryId: toId(v) })}
        options={choices(options?.countries)}
        error={errorFor('country_id')}
      />
      <SelectField
        name="industry"
        label={t('demo.industry')}
        optional
        placeholder={t('fields.choose')}
        value={fromId(form.industryId)}
        onChange={(v) => set({ industryId: toId(v) })}
        options={choices(options?.industries)}
        error={errorFor('industry')}
      />
      <SelectField
        name="plan"
        label={t('demo.plan')}
        optional
        placeholder={t('fields.choose')}
        value={fromId(form.planId)}
        onChange={(v) => set({ planId: toId(v) })}
        options={choices(options?.plans)}
        error={errorFor('compensation_plan')}
      />
      <SubmitButton
        pending={mutation.isPending}
        label={t('demo.submit')}
        pendingLabel={t('demo.submitting')}
      />
      <Typography level="body-sm" textAlign="center">
        <RouterLink to="/login">{t('forgot.backToLogin')}</RouterLink>
      </Typography>
    </Box>
  );
}

/** Spec §2 /request-demo/success. */
export function RequestDemoSuccessPage() {
  const { t } = useTranslation('auth');
  return (
    <ResultPanel
      title={t('demo.successTitle')}
      actions={
        <Button component={RouterLinkBase} to="/login" size="lg">
          {t('forgot.backToLogin')}
        </Button>
      }
    >
      {t('demo.successText')}
    </ResultPanel>
  );
}
