import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Bank } from '@/api/account';
import { DateText } from '@/components/date-text/date-text';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { TextField } from '@/components/form/text-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { QueryState } from '@/components/query-state/query-state';
import { toast } from '@/components/toasts/toast';
import { useSaveBank } from './api/mutations';
import { bankQueryOptions } from './api/queries';
import { AccountFormCard } from './components/account-form-card';
import { AccountPage } from './components/account-page';
import { PasswordToConfirm } from './components/password-to-confirm';

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
  const { t } = useTranslation('account');
  const query = useQuery(bankQueryOptions());
  const { guard } = useDemoGuard();
  const save = useSaveBank();
  const empty = Object.fromEntries(bankFields.map((f) => [f, ''])) as Record<BankField, string>;
  const form = useFormFields(empty, save.error);
  const submit = () => {
    if (!form.accept(form.required('account_holder', 'bank_name', 'account_number', 'password')))
      return;
    guard(() =>
      save.mutate(form.values, {
        onSuccess: () => {
          toast.success(t('payouts.bankSaved'));
          form.reset();
        },
      }),
    );
  };
  const field = (f: BankField, label: string, optional = false, autoComplete = 'off') => (
    <TextField {...form.field(f)} label={label} optional={optional} autoComplete={autoComplete} />
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
      <AccountFormCard
        header={
          <Typography level="title-md" component="h2">
            {query.data ? t('payouts.changeBank') : t('payouts.addBank')}
          </Typography>
        }
        onSubmit={submit}
        call={save}
        shownFields={bankFields}
      >
        {field('account_holder', t('payouts.accountHolder'), false, 'name')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('bank_name', t('payouts.bankName'))}
          {field('branch', t('payouts.branch'), true)}
        </Box>
        {field('account_number', t('payouts.accountNumber'))}
        {field('swift_bic', t('payouts.swiftBic'), true)}
        <PasswordToConfirm
          field={form.field('password')}
          label={t('payouts.passwordToConfirm')}
          hint={t('payouts.passwordHint')}
          call={save}
        />
      </AccountFormCard>
    </AccountPage>
  );
}
