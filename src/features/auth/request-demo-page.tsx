import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DemoRequestForm } from '@/api/request-demo';
import { useRequestDemo } from './api/mutations';
import { demoOptionsQueryOptions } from './api/queries';
import { AuthForm } from './components/auth-form';
import { ResultPanel } from './components/result-panel';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useClientErrors } from '@/lib/use-client-errors';
import { hasErrors } from './hooks/use-identifier';
import { fieldMessage } from '@/components/form/form-errors';

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

  const submit = () => {
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

  /** One of the optional choices, each an id from the demo options (or none). */
  const choice = (
    key: 'countryId' | 'industryId' | 'planId',
    name: string,
    label: string,
    list: readonly { id: number; name: string }[] | undefined,
    errorField: string,
  ) => (
    <SelectField
      name={name}
      label={label}
      optional
      placeholder={t('fields.choose')}
      value={fromId(form[key])}
      onChange={(v) => set({ [key]: toId(v) })}
      options={(list ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
      error={errorFor(errorField)}
    />
  );
  const text = (key: 'name' | 'email' | 'mobile', label: string, auto: string, type?: string) => (
    <TextField
      name={key}
      type={type}
      label={label}
      autoComplete={auto}
      value={form[key]}
      onChange={(v) => set({ [key]: v })}
      error={errorFor(key)}
    />
  );

  return (
    <AuthForm
      title={t('demo.title')}
      subtitle={t('demo.subtitle')}
      onSubmit={submit}
      call={mutation}
      shownFields={shownFields}
      submitLabel={t('demo.submit')}
      pendingLabel={t('demo.submitting')}
      footerLink={{ to: '/login', label: t('forgot.backToLogin') }}
    >
      {text('name', t('demo.name'), 'name')}
      {text('email', t('fields.email'), 'email', 'email')}
      {text('mobile', t('fields.mobile'), 'tel', 'tel')}
      {choice('countryId', 'country', t('fields.country'), options?.countries, 'country_id')}
      {choice('industryId', 'industry', t('demo.industry'), options?.industries, 'industry')}
      {choice('planId', 'plan', t('demo.plan'), options?.plans, 'compensation_plan')}
    </AuthForm>
  );
}

/** Spec §2 /request-demo/success. */
export function RequestDemoSuccessPage() {
  const { t } = useTranslation('auth');
  return (
    <ResultPanel
      title={t('demo.successTitle')}
      next={{ to: '/login', label: t('forgot.backToLogin') }}
    >
      {t('demo.successText')}
    </ResultPanel>
  );
}
