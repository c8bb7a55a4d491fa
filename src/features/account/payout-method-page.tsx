import Alert from '@mui/joy/Alert';
import Card from '@mui/joy/Card';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutMethodState } from '@/api/account';
import { useFormatDateTime } from '@/components/date-text/date-text';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { RouterLink } from '@/components/form/router-link';
import { TextField } from '@/components/form/text-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { QueryState } from '@/components/query-state/query-state';
import { toast } from '@/components/toasts/toast';
import type { PayoutMethod } from '@contract/account';
import { useSavePayoutMethod } from './api/mutations';
import { payoutMethodQueryOptions } from './api/queries';
import { AccountFormCard } from './components/account-form-card';
import { AccountPage } from './components/account-page';
import { PasswordToConfirm } from './components/password-to-confirm';

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
  const form = useFormFields({ paypal_email: state.paypalEmail ?? '', password: '' }, save.error);
  const paypal = form.values.paypal_email.trim();
  const submit = () => {
    if (method === '') return;
    const required = t('validation:required');
    const problems = {
      paypal_email: method === 'paypal' && paypal === '' ? required : undefined,
      password: form.values.password === '' ? required : undefined,
    };
    if (!form.accept(problems)) return;
    guard(() =>
      save.mutate(
        {
          method,
          paypalEmail: method === 'paypal' ? paypal : null,
          password: form.values.password,
        },
        {
          onSuccess: () => {
            toast.success(t('saved'));
            form.set('password', '');
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
    <AccountFormCard
      // A list, not a fragment: the card marks its first child element.
      header={[
        !state.ready && (
          <Alert key="not-ready" color="warning" variant="soft" data-testid="method-not-ready">
            {t('payouts.notReady')}
          </Alert>
        ),
        <PayoutsHeldNote key="held" until={state.payoutsHeldUntil} />,
      ]}
      onSubmit={submit}
      call={save}
      shownFields={shownFields}
      submitDisabled={method === ''}
    >
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
      {form.errorOf('method') && (
        <Typography level="body-sm" color="danger" data-testid="method-error">
          {form.errorOf('method')}{' '}
          <RouterLink to="/member/account/bank">{t('sections.bank')}</RouterLink>
        </Typography>
      )}
      {method === 'paypal' && (
        <TextField
          {...form.field('paypal_email')}
          type="email"
          autoComplete="email"
          label={t('payouts.paypalEmail')}
        />
      )}
      <PasswordToConfirm
        field={form.field('password')}
        label={
          state.walletPasswordSet
            ? t('payouts.walletPasswordToConfirm')
            : t('payouts.passwordToConfirm')
        }
        hint={passwordHint}
        call={save}
      />
    </AccountFormCard>
  );
}
