import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RankData } from '@/api/home-standing';
import { DateText } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import { fullName } from '@contract/names';
import { formatVolume } from '../lib/volume';
import { salesWindow } from '../lib/period';

/** The rank ladder: achieved ranks with the day they were reached, the rest still open. */
export function RankLadder({ d }: { d: RankData }) {
  const { t } = useTranslation('dashboard');
  const achieved = new Map(d.achievedRanks.map((r) => [r.id, r]));
  return (
    <Card variant="outlined" data-testid="rank-ladder" sx={{ minWidth: 0 }}>
      <Typography level="title-md" component="h2">
        {t('ranks.ladder')}
      </Typography>
      <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
        {d.ranks.map((r) => {
          const got = achieved.get(r.id);
          return (
            <ListItem key={r.id} data-testid={got ? 'rank-achieved' : 'rank-open'}>
              <ListItemDecorator sx={{ color: got ? 'success.500' : 'neutral.400' }}>
                {got ? <CheckCircle2 size={18} aria-hidden /> : <Circle size={18} aria-hidden />}
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">
                  {r.name}
                  {r.id === d.nextRank?.id && ` · ${t('ranks.nextTag')}`}
                </Typography>
                <Typography level="body-xs">
                  {t('rankBonus')}: <MoneyText amount={r.bonus} />
                  {got && (
                    <>
                      {' · '}
                      {t('ranks.reached')} <DateText value={got.dateCreated} />
                    </>
                  )}
                </Typography>
              </ListItemContent>
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
}

/** The placement legs and their volume, strongest first, as the rank criteria count them. */
export function RankLegs({ d }: { d: RankData }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.resolvedLanguage;
  const legs = [...d.legs].sort((a, b) => b.sales - a.sales);
  const covered = salesWindow(d.rankStartDate, d.rankEndDate, new Date(), lng);
  return (
    <Card variant="outlined" data-testid="rank-legs" sx={{ minWidth: 0 }}>
      <Typography level="title-md" component="h2">
        {t('ranks.legs')}
      </Typography>
      <Typography level="body-sm">
        {t('ranks.salesSummary', {
          month: covered.name,
          range: covered.soFar,
          period: formatVolume(d.salesInPeriod, lng),
          all: formatVolume(d.salesAll, lng),
        })}
      </Typography>
      {legs.length === 0 ? (
        <Typography level="body-sm">{t('ranks.noLegs')}</Typography>
      ) : (
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
          {legs.map((leg) => (
            <ListItem key={leg.id}>
              <ListItemContent>
                <Typography level="title-sm">
                  {fullName(leg.firstName, leg.lastName)}
                  {leg.id === d.strongestLeg?.id && ` · ${t('ranks.strongest')}`}
                </Typography>
                <Typography level="body-xs">
                  @{leg.username} ·{' '}
                  {t('ranks.legFigures', {
                    sales: formatVolume(leg.sales, lng),
                    licensed: leg.licensedDownlines,
                  })}
                </Typography>
              </ListItemContent>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
