import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Caller, SignupData, SignupOutcome } from '@/api/signup';
import { MoneyText } from '@/components/money/money-text';
import { useSignupForm } from '../hooks/use-signup-form';
import { FormAlert } from '@/components/form/form-alert';
import { SignupAccount } from './signup-account';
import { SignupAddress } from './signup-address';
import { SignupPersonal } from './signup-personal';
import { SignupSponsor } from './signup-sponsor';
import { SubmitButton } from '@/components/form/submit-button';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
      }}
    >
      <Typography
        component="legend"
        level="body-xs"
        sx={{
          p: 0,
          mb: 1.5,
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          fontWeight: 'lg',
          color: 'text.tertiary',
          '&::after': { content: '""', flex: 1, borderBottom: '1px solid', borderColor: 'divider' },
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type Props = {
  data: SignupData;
  initialReferral: string;
  caller: Caller;
  /** A member adding someone sponsors them: the sponsor field is theirs and fixed. */
  fixedSponsor?: boolean;
  /** The lead token of a CRM invitation link, sent with the signup. */
  lead?: string | null;
  /** No referral link brought the visitor: say who sponsors them unless they name someone. */
  withoutReferral?: boolean;
  onOutcome: (outcome: SignupOutcome) => void;
};

/** The signup form (spec §2, §4, §5), shared by /signup and /member/signup. */
export function SignupForm({
  data,
  initialReferral,
  caller,
  fixedSponsor = false,
  lead = null,
  withoutReferral = false,
  onOutcome,
}: Props) {
  const { t } = useTranslation('auth');
  const form = useSignupForm(data, initialReferral, caller, lead);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ onSuccess: onOutcome });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <FormAlert message={form.generalError} />
      {/* The price comes first: a visitor learns it before filling in anything, not at the end. */}
      {data.joiningFee && (
        <Alert variant="soft" color="primary" data-testid="joining-fee">
          <span>
            {t('signup.joiningFee')} <MoneyText amount={data.joiningFee.amount} />
          </span>
        </Alert>
      )}
      <Section title={t('signup.sections.sponsor')}>
        <SignupSponsor
          form={form}
          planType={data.compensationPlan}
          fixedSponsor={fixedSponsor}
          defaultSponsor={withoutReferral ? data.defaultSponsor : undefined}
        />
      </Section>
      <Section title={t('signup.sections.personal')}>
        <SignupPersonal form={form} data={data} countries={data.countries} />
      </Section>
      <Section title={t('signup.sections.address')}>
        <SignupAddress form={form} data={data} />
      </Section>
      <Section title={t('signup.sections.account')}>
        <SignupAccount form={form} data={data} />
      </Section>
      <SubmitButton
        pending={form.pending}
        label={caller === 'member' ? t('signup.addMember') : t('signup.submit')}
        pendingLabel={t('signup.submitting')}
      />
    </Box>
  );
}
