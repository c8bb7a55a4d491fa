import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutMethodState } from '@/api/account';
import { AccountLockedPanel } from '@/components/account-lock/account-locked-panel';
import { useFormatDateTime } from '@/components/date-text/date-text';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { PasswordField } from '@/components/form/password-field';
import { RouterLink } from '@/components/form/router-link';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { QueryState } from '@/components/query-state/query-state';
import { toast } from '@/components/toasts/toast';
import { useClientErrors } from '@/lib/use-client-errors';
import type { PayoutMethod } from '@contract/account';
import { useSavePayoutMethod } from './api/mutations';
import { payoutMethodQueryOptions } from './api/queries';
import { AccountPage } from './components/account-page';

const shownFields = ['method', 'paypal_email', 'password'];

/** /member/account/payout: how the member is paid (issue 12 point 5, guarded by issue 27). */
export function PayoutMethodPage() {
  const { t } = useTranslation('account');
  const query = useQuery(payoutMethodQueryOptions());
  return (
    <AccountPage title={t('sections.payout')} subtitle={t('payouts.methodSubtitle')}>
      <QueryState query={query} errorText={t('loadError')} height={240}>
        {(state) => <PayoutMethodForm state={state} />}
      </QueryState>
    </AccountPage>
  );
}

/** Until when payouts wait after the member last pointed them somewhere new. */
function PayoutsHeldNote({ until }: { until: string | null }) {
  const { t } = useTranslation('account');
  const formatDateTime = useFormatDateTime();
  if (!until) return null;
  return (
    <Alert
      color="warning"
      variant="soft"
      data-testid="payouts-held"
      startDecorator={<Clock size={18} aria-hidden />}
    >
      {t('payouts.heldUntil', { when: formatDateTime(until) })}
    </Alert>
  );
}

function PayoutMethodForm({ state }: { state: PayoutMethodState }) {
  const { t } = useTranslation(['account', 'validation']);
  const { guard } = useDemoGuard();
  const save = useSavePayoutMethod();
  const [method, setMethod] = useState<PayoutMethod | ''>(state.method ?? '');
  const [paypal, setPaypal] = useState(state.paypalEmail ?? '');
  const [password, setPassword] = useState('');
  const { errors, setErrors, clear } = useClientErrors();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || method === '') return;
    const required = t('validation:required');
    const problems = {
      paypal_email: method === 'paypal' && paypal.trim() === '' ? required : undefined,
      password: password === '' ? required : undefined,
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    guard(() =>
      save.mutate(
        { method, paypalEmail: method === 'paypal' ? paypal.trim() : null, password },
        {
          onSuccess: () => {
            toast.success(t('saved'));
            setPassword('');
          },
        },
      ),
    );
  };
  const passwordHint =
    (state.walletPasswordSet
      ? t('payouts.methodWalletPasswordHint')
      : t('payouts.methodPasswordHint')) +
    (state.holdHours > 0 ? ` ${t('payouts.holdHint', { count: state.holdHours })}` : '');
  return (
    <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      {!state.ready && (
        <Alert color="warning" variant="soft" data-testid="method-not-ready">
          {t('payouts.notReady')}
        </Alert>
      )}
      <PayoutsHeldNote until={state.payoutsHeldUntil} />
      <FormAlert message={generalErrorMessage(save.error, shownFields)} />
      <RadioGroup
        name="method"
        value={method}
        onChange={(e) => setMethod(e.target.value as PayoutMethod)}
        aria-label={t('sections.payout')}
        sx={{ gap: 1.5 }}
      >
        {state.allowedMethods.map((m) => (
          <Card key={m} variant={method === m ? 'soft' : 'outlined'} sx={{ p: 1.5 }}>
            <Radio
              value={m}
              label={t(`payouts.methods.${m}`)}
              overlay
              data-testid={`method-${m}`}
            />
            <Typography level="body-xs" sx={{ pl: 3.5 }}>
              {m === 'bank_transfer'
                ? state.bank
                  ? `${state.bank.bankName} · ${state.bank.accountNumberMasked}`
                  : t('payouts.needsBank')
                : t('payouts.paypalHelp')}
            </Typography>
          </Card>
        ))}
      </RadioGroup>
      {fieldMessage(errors, save.error, 'method') && (
        <Typography level="body-sm" color="danger" data-testid="method-error">
          {fieldMessage(errors, save.error, 'method')}{' '}
          <RouterLink to="/member/account/bank">{t('sections.bank')}</RouterLink>
        </Typography>
      )}
      {method === 'paypal' && (
        <TextField
          name="paypal_email"
          type="email"
          autoComplete="email"
          label={t('payouts.paypalEmail')}
          value={paypal}
          onChange={(v) => {
            setPaypal(v);
            clear('paypal_email');
          }}
          error={fieldMessage(errors, save.error, 'paypal_email')}
        />
      )}
      <PasswordField
        name="password"
        label={
          state.walletPasswordSet
            ? t('payouts.walletPasswordToConfirm')
            : t('payouts.passwordToConfirm')
        }
        autoComplete="current-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          clear('password');
        }}
        error={fieldMessage(errors, save.error, 'password')}
        hint={passwordHint}
      />
      <AccountLockedPanel error={save.error} target={null} onUnlocked={() => save.reset()} />
      <Box>
        <SubmitButton
          pending={save.isPending}
          disabled={method === ''}
          label={t('save')}
          pendingLabel={t('saving')}
        />
      </Box>
    </Card>
  );
}
