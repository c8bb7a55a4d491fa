import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanType } from '@contract/modules';
import { fullName } from '@contract/names';
import { referralQueryOptions } from '../api/queries';
import type { SignupFormState } from '../hooks/use-signup-form';
import { TextField } from '@/components/form/text-field';

/**
 * Who sponsors the new member (named once the server knows them) and, by plan mode, where
 * they are placed: binary asks placement and leg, matrix only placement, unilevel neither.
 */
export function SignupSponsor({
  form,
  planType,
  fixedSponsor,
  defaultSponsor,
}: {
  form: SignupFormState;
  planType: PlanType;
  fixedSponsor: boolean;
  /**
   * Set when no referral link brought the visitor: the company's default sponsor's username
   * (null when the company has none). Undefined when a link or a member named the sponsor.
   */
  defaultSponsor?: string | null | undefined;
}) {
  const { t } = useTranslation('auth');
  const { fields, sponsor } = form;
  // The default sponsor by name: the same query the prefilled field makes, so no new request.
  const proposed = useQuery(referralQueryOptions(defaultSponsor ?? '', 'visitor'));
  const proposedName = proposed.data
    ? `${fullName(proposed.data.firstName, proposed.data.lastName)} (${defaultSponsor})`
    : defaultSponsor;
  const sponsorHint = sponsor.pending ? (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
      <CircularProgress aria-hidden size="sm" sx={{ '--CircularProgress-size': '14px' }} />
      {t('signup.checkingSponsor')}
    </Box>
  ) : sponsor.name ? (
    <Typography
      component="span"
      level="body-sm"
      color="success"
      startDecorator={<UserCheck size={14} />}
      data-testid="sponsor-name"
    >
      {t('signup.sponsorIs', { name: sponsor.name })}
    </Typography>
  ) : null;
  return (
    <>
      {defaultSponsor !== undefined && (
        <Typography level="body-sm" data-testid="sponsor-default-note">
          {defaultSponsor
            ? t('signup.noReferral', { name: proposedName })
            : t('signup.noReferralNoDefault')}
        </Typography>
      )}
      <TextField
        {...form.field('referral')}
        label={t('signup.sponsor')}
        disabled={fixedSponsor}
        autoComplete="off"
        error={form.errorFor('referral') ?? sponsor.error}
        hint={sponsorHint}
      />
      {planType !== 'unilevel' && (
        <TextField
          {...form.field('placement')}
          label={t('signup.placement')}
          optional
          autoComplete="off"
          hint={t('signup.placementHint')}
        />
      )}
      {planType === 'binary' && (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Typography level="title-sm" component="span" aria-hidden>
            {t('signup.position')}
          </Typography>
          <ToggleButtonGroup
            aria-label={t('signup.position')}
            value={fields.position}
            onChange={(_e, next) => next && form.setPosition(next as 'L' | 'R')}
            buttonFlex={1}
            color="primary"
          >
            <Button value="L" data-testid="position-L">
              {t('signup.left')}
            </Button>
            <Button value="R" data-testid="position-R">
              {t('signup.right')}
            </Button>
          </ToggleButtonGroup>
          {form.errorFor('position') && (
            <Typography level="body-sm" color="danger">
              {form.errorFor('position')}
            </Typography>
          )}
        </Box>
      )}
    </>
  );
}
