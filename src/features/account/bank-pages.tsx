import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bank } from '@/api/account';
import { AccountLockedPanel } from '@/components/account-lock/account-locked-panel';
import { DateText } from '@/components/date-text/date-text';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { QueryState } from '@/components/query-state/query-state';
import { toast } from '@/components/toasts/toast';
import { useClientErrors } from '@/lib/use-client-errors';
import { useSaveBank } from './api/mutations';
import { bankQueryOptions } from './api/queries';
import { AccountPage } from './components/account-page';

const bankFields = [
  'account_holder',
  'bank_name',
  'branch',
  'account_number',
  'swift_bic',
  'password',
] as const;
type BankField = (typeof bankFields)[number];

/** The saved details as the server answers them: the number reduced to its last four. */
function SavedBank({ bank }: { bank: Bank }) {
  const { t } = useTranslation('account');
  return (
    <Card variant="soft" color="success" data-testid="saved-bank">
      <Typography level="title-sm">
        {bank.bankName}
        {bank.branch ? ` · ${bank.branch}` : ''}
      </Typography>
      <Typography level="body-sm">
        {bank.accountHolder} · <span data-testid="masked-number">{bank.accountNumberMasked}</span>
        {bank.swiftBic ? ` · ${bank.swiftBic}` : ''}
      </Typography>
      <Typography level="body-xs">
        {t('payouts.updated')} <DateText value={bank.updatedAt} />
      </Typography>
    </Card>
  );
}

/** /member/account/bank: where bank-transfer payouts go (issue 12 point 3). */
export function BankPage() {
  const { t } = useTranslation(['account', 'validation']);
  const query = useQuery(bankQueryOptions());
  const { guard } = useDemoGuard();
  const save = useSaveBank();
  const empty = Object.fromEntries(bankFields.map((f) => [f, ''])) as Record<BankField, string>;
  const [form, setForm] = useState(empty);
  const { errors, setErrors, clear } = useClientErrors();
  const set = (f: BankField) => (v: string) => {
    setForm((s) => ({ ...s, [f]: v }));
    clear(f);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const missing = Object.fromEntries(
      (['account_holder', 'bank_name', 'account_number', 'password'] as const).map((f) => [
        f,
        form[f].trim() === '' ? t('validation:required') : undefined,
      ]),
    );
    setErrors(missing);
    if (Object.values(missing).some(Boolean)) return;
    guard(() =>
      save.mutate(form, {
        onSuccess: () => {
          toast.success(t('payouts.bankSaved'));
          setForm(empty);
        },
      }),
    );
  };
  const field = (f: BankField, label: string, optional = false, autoComplete = 'off') => (
    <TextField
      name={f}
      label={label}
      value={form[f]}
      optional={optional}
      autoComplete={autoComplete}
      onChange={set(f)}
      error={fieldMessage(errors, save.error, f)}
    />
  );
  return (
    <AccountPage title={t('sections.bank')} subtitle={t('payouts.bankSubtitle')}>
      <QueryState query={query} errorText={t('loadError')} height={80}>
        {(bank) =>
          bank ? (
            <SavedBank bank={bank} />
          ) : (
            <Alert color="neutral" variant="soft">
              {t('payouts.noBank')}
            </Alert>
          )
        }
      </QueryState>
      <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <Typography level="title-md" component="h2">
          {query.data ? t('payouts.changeBank') : t('payouts.addBank')}
        </Typography>
        <FormAlert message={generalErrorMessage(save.error, [...bankFields])} />
        {field('account_holder', t('payouts.accountHolder'), false, 'name')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('bank_name', t('payouts.bankName'))}
          {field('branch', t('payouts.branch'), true)}
        </Box>
        {field('account_number', t('payouts.accountNumber'))}
        {field('swift_bic', t('payouts.swiftBic'), true)}
        <PasswordField
          name="password"
          label={t('payouts.passwordToConfirm')}
          autoComplete="current-password"
          value={form.password}
          onChange={set('password')}
          error={fieldMessage(errors, save.error, 'password')}
          hint={t('payouts.passwordHint')}
        />
        <AccountLockedPanel error={save.error} target={null} onUnlocked={() => save.reset()} />
        <Box>
          <SubmitButton pending={save.isPending} label={t('save')} pendingLabel={t('saving')} />
        </Box>
      </Card>
    </AccountPage>
  );
}
