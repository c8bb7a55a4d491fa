import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFieldError } from '@/api/http';
import { generalErrorMessage } from '@/components/form/form-errors';
import { invalidProps } from '@/components/form/invalid';
import { RouterLink } from '@/components/form/router-link';
import Typography from '@mui/joy/Typography';
import type { PayoutSettings } from '@/api/payout';
import { AccountLockedPanel } from '@/components/account-lock/account-locked-panel';
import { useFormatDateTime } from '@/components/date-text/date-text';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { toast } from '@/components/toasts/toast';
import { formatMoney } from '@/lib/money';
import { isEmpty } from '@/lib/validation';
import { useRequestPayout } from '../api/mutations';
import { decimalToMinor, minorToDecimal } from '@contract/money';
import { checkPayout, type PayoutCheck, type PayoutQuote } from '../lib/payout-quote';
import { ConfirmPayout } from './confirm-payout';

type Field = 'amount' | 'password';

/** Spec §5: a payout request needs an amount and the member's password. */
export function RequestPayoutForm({ settings }: { settings: PayoutSettings | undefined }) {
  const { t } = useTranslation('payout');
  const currency = useCurrencyFormat();
  const { guard } = useDemoGuard();
  const mutation = useRequestPayout();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});

  const [confirming, setConfirming] = useState<PayoutQuote | null>(null);
  const check: PayoutCheck | null =
    settings && !isEmpty(amount.trim()) ? checkPayout(amount, settings) : null;
  const money = (minor: number) => formatMoney(minorToDecimal(minor), currency);
  const refusal = (c: PayoutCheck | null): string | undefined => {
    if (!c || c.ok) return undefined;
    switch (c.reason) {
      case 'format':
        return t('amountFormat');
      case 'decimals':
        return t('amountDecimals');
      case 'zero':
        return t('amountZero');
      case 'min':
        return t('amountBelowMin', { limit: money(c.limitMinor) });
      case 'max':
        return t('amountAboveMax', { limit: money(c.limitMinor) });
      case 'fee':
        return t('amountBelowFee', { limit: money(c.limitMinor) });
      case 'balance':
        return t('amountAboveBalance', { limit: money(c.limitMinor) });
    }
  };

  // Checked here first, then shown for confirmation: the server checks it all again.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Partial<Record<Field, string>> = {};
    if (isEmpty(amount.trim())) errors.amount = t('amountRequired');
    else if (refusal(check)) errors.amount = refusal(check);
    if (password === '') errors.password = t('passwordRequired');
    setLocal(errors);
    mutation.reset();
    if (Object.keys(errors).length > 0) return;
    if (check?.ok) setConfirming(check.quote);
    else send();
  };

  const send = () => {
    setConfirming(null);
    // A second click of the same action while it is on its way sends nothing more.
    if (mutation.isPending) return;
    guard(() =>
      mutation.mutate(
        { amount: amount.trim(), password },
        {
          onSuccess: () => {
            toast.success(t('requested'));
            setAmount('');
            setPassword('');
          },
        },
      ),
    );
  };

  // The server's first message per field (spec §5) wins over the local check of a field.
  const errorOf = (field: Field) => firstFieldError(mutation.error, field) ?? local[field];
  // A refusal about something this form does not show (no payout method, KYC) is said above it.
  const general = generalErrorMessage(mutation.error, ['amount', 'password']);
  const noMethod =
    settings !== undefined && (!settings.payoutMethod || !settings.payoutMethodReady);
  const needsKyc = settings !== undefined && settings.kycRequired && !settings.kycApproved;
  const walletPassword = settings?.walletPasswordSet ?? false;
  const formatDateTime = useFormatDateTime();
  const heldUntil = settings?.payoutsHeldUntil ?? null;
  // A clawback left a debt: said before the member types, as the server will refuse.
  const owed = settings && decimalToMinor(settings.owedBalance) > 0 ? settings.owedBalance : null;

  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ gap: 2, maxWidth: 520 }}
    >
      {general && (
        <Alert color="danger" variant="soft" role="alert" data-testid="payout-error">
          {general}
        </Alert>
      )}
      {owed && (
        <Alert color="danger" variant="soft" data-testid="payouts-owed">
          <span>
            {t('owedBlocked', { amount: formatMoney(owed, currency) })}{' '}
            <RouterLink to="/member/wallet/statement">{t('seeBalances')}</RouterLink>
          </span>
        </Alert>
      )}
      {noMethod && <MissingStep step="payoutMethod" text={t('noMethod')} link={t('setMethod')} />}
      {heldUntil && (
        <Alert color="warning" variant="soft" data-testid="payouts-held">
          {t('heldUntil', { when: formatDateTime(heldUntil) })}
        </Alert>
      )}
      {needsKyc && <MissingStep step="kyc" text={t('kycNeeded')} link={t('uploadKyc')} />}
      {settings?.payoutMethod && settings.payoutMethodReady && (
        <Typography level="body-sm" data-testid="payout-method-in-use">
          {t('paidBy', { method: t(`methods.${settings.payoutMethod}`) })}{' '}
          <RouterLink to="/member/account/payout">{t('change')}</RouterLink>
        </Typography>
      )}
      <FormControl error={Boolean(errorOf('amount'))} required>
        <FormLabel>{t('amount')}</FormLabel>
        <Input
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          startDecorator={currency.symbolPosition === 'L' ? currency.symbol : undefined}
          endDecorator={currency.symbolPosition === 'R' ? currency.symbol : undefined}
          slotProps={{ input: invalidProps(errorOf('amount')) }}
          onChange={(e) => {
            // A new amount is judged afresh: the quote replaces the last refusal.
            setAmount(e.target.value);
            setLocal((l) => ({ ...l, amount: undefined }));
            if (firstFieldError(mutation.error, 'amount')) mutation.reset();
          }}
        />
        <FormHelperText data-testid={errorOf('amount') ? 'amount-error' : 'amount-help'}>
          {errorOf('amount') ??
            (check?.ok
              ? t('quote', {
                  fee: money(check.quote.feeMinor),
                  receive: money(check.quote.receiveMinor),
                })
              : settings
                ? t('limits', {
                    min: formatMoney(settings.minAmount, currency),
                    max: formatMoney(settings.maxAmount, currency),
                    percent: settings.feePercent,
                    fixed: formatMoney(settings.feeFixed, currency),
                  })
                : ' ')}
        </FormHelperText>
      </FormControl>
      <FormControl error={Boolean(errorOf('password'))} required>
        <FormLabel>{walletPassword ? t('walletPassword') : t('password')}</FormLabel>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          slotProps={{ input: invalidProps(errorOf('password')) }}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormHelperText data-testid={errorOf('password') ? 'password-error' : undefined}>
          {errorOf('password') ?? (walletPassword ? t('walletPasswordHelp') : t('passwordHelp'))}
        </FormHelperText>
      </FormControl>
      <AccountLockedPanel
        error={mutation.error}
        target={null}
        onUnlocked={() => mutation.reset()}
      />
      <Button type="submit" loading={mutation.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('submit')}
      </Button>
      {confirming && (
        <ConfirmPayout
          quote={confirming}
          method={settings?.payoutMethod ? t(`methods.${settings.payoutMethod}`) : null}
          onConfirm={send}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Card>
  );
}

/** The steps a payout may wait for: the page where each is taken, and the warning's test id. */
const missingSteps = {
  payoutMethod: { to: '/member/account/payout', testId: 'no-payout-method' },
  kyc: { to: '/member/kyc', testId: 'kyc-needed' },
};

/** A step still to take before a payout, with the link to the page where it is taken. */
function MissingStep(props: { step: keyof typeof missingSteps; text: string; link: string }) {
  const { to, testId } = missingSteps[props.step];
  return (
    <Alert color="warning" variant="soft" data-testid={testId}>
      <span>
        {props.text} <RouterLink to={to}>{props.link}</RouterLink>
      </span>
    </Alert>
  );
}
