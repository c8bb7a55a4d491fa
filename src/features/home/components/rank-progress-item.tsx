import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProgressCriterion } from '@/api/rank-progress';
import { joinNames, legSide, memberName, progressPercent } from '../lib/rank-closers';
import { formatVolume } from '../lib/volume';
import { Lead, LegVolumes, MemberList, UnlicensedLegs } from './rank-progress-closers';

const criterionLabel = (t: TFunction<'dashboard'>, c: ProgressCriterion) =>
  c.key === 'downlineRanks'
    ? t('rankProgress.criteria.downlineRanks', { rank: c.rank.name })
    : t(`rankProgress.criteria.${c.key}`);

/** "1 more licensed leg: your legs left (Ann) and right (empty) have no licensed member yet". */
function missingText(t: TFunction<'dashboard'>, c: ProgressCriterion, lng?: string): string {
  switch (c.key) {
    case 'licensedLegs': {
      const missing = t('rankProgress.missing.licensedLegs', { count: c.missing });
      if (c.closers.length === 0) return missing;
      const legs = c.closers.map((leg) => {
        const side = leg.position && t(`rankProgress.side.${legSide(leg.position)}`);
        if (!side) return leg.top ? memberName(leg.top) : '';
        return leg.top
          ? t('rankProgress.sideNamed', { side, name: memberName(leg.top) })
          : t('rankProgress.sideEmpty', { side });
      });
      const detail = t('rankProgress.legsWithout', {
        count: legs.length,
        legs: joinNames(legs, lng),
      });
      return t('rankProgress.summary', { missing, detail });
    }
    case 'licensedDownlines':
      return t('rankProgress.missing.licensedDownlines', { count: c.missing });
    case 'salesVolume':
      return t('rankProgress.missing.salesVolume', { amount: formatVolume(c.missing, lng) });
    case 'downlineRanks':
      return t('rankProgress.missing.downlineRanks', { count: c.missing, rank: c.rank.name });
  }
}

function Closers({ c }: { c: ProgressCriterion }) {
  const { t } = useTranslation('dashboard');
  if (c.closers.length === 0) return <Lead>{t('rankProgress.nobody')}</Lead>;
  switch (c.key) {
    case 'licensedLegs':
      return <UnlicensedLegs legs={c.closers} />;
    case 'licensedDownlines':
      return (
        <>
          <Lead>{t('rankProgress.downlinesAny')}</Lead>
          <MemberList members={c.closers} />
        </>
      );
    case 'salesVolume':
      return <LegVolumes legs={c.closers} />;
    case 'downlineRanks':
      return (
        <>
          <Lead>
            {c.closerRank
              ? t('rankProgress.holding', { rank: c.closerRank.name })
              : t('rankProgress.unranked')}
          </Lead>
          <MemberList members={c.closers} />
        </>
      );
  }
}

/** One criterion of the next rank: how far along, what is missing, who would close it. */
export function RankProgressItem({ c }: { c: ProgressCriterion }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.resolvedLanguage;
  const label = criterionLabel(t, c);
  const actual = formatVolume(c.actual, lng);
  const required = formatVolume(c.required, lng);
  return (
    <Sheet
      variant="outlined"
      data-testid={`rank-progress-${c.key}`}
      sx={{ borderRadius: 'md', p: 1.5, display: 'grid', gap: 0.75, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography level="title-sm" component="h3" sx={{ flex: 1, minWidth: 0 }}>
          {label}
        </Typography>
        <Typography level="body-sm">{t('rankProgress.figures', { actual, required })}</Typography>
      </Box>
      <LinearProgress
        determinate
        value={progressPercent(c.actual, c.required)}
        color={c.met ? 'success' : 'warning'}
        aria-label={t('rankProgress.progressAria', { criterion: label, actual, required })}
      />
      {c.met ? (
        <Chip size="sm" variant="soft" color="success" sx={{ justifySelf: 'start' }}>
          {t('rankProgress.met')}
        </Chip>
      ) : (
        <>
          <Typography level="body-sm" data-testid="rank-progress-missing" sx={{ fontWeight: 'md' }}>
            {missingText(t, c, lng)}
          </Typography>
          <Closers c={c} />
        </>
      )}
    </Sheet>
  );
}
