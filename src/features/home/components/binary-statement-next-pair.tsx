import Alert from '@mui/joy/Alert';
import Typography from '@mui/joy/Typography';
import { Lightbulb, OctagonAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BinaryStatement } from '@/api/binary-statement';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { formatMoney } from '@/lib/money';
import { useVolume } from '@/lib/volume';

/**
 * The "next pair" hint: how much more volume, on which leg, earns the next pair (the plan's
 * 2:1 / 1:2 first pair while it is not done), and whether the cap would flush it. For a
 * closed period it says how things stood at the close.
 */
export function BinaryStatementNextPair({ s }: { s: BinaryStatement }) {
  const { t } = useTranslation('dashboard');
  const volume = useVolume();
  const currency = useCurrencyFormat();
  const n = s.nextPair;
  const legName = (leg: 'L' | 'R') => t(leg === 'L' ? 'binary.left' : 'binary.right').toLowerCase();
  const otherLeg = n.leg === 'L' ? 'R' : 'L';
  const needed = Number(n.volumeNeeded);
  const other = Number(n.otherLegVolumeNeeded);
  const period = t(`binaryStatement.thisPeriod.${s.period}`);

  const need =
    needed === 0 && other === 0
      ? t('binaryStatement.next.ready')
      : other > 0
        ? t('binaryStatement.next.needBoth', {
            volume: volume(needed),
            leg: legName(n.leg),
            other: volume(other),
            otherLeg: legName(otherLeg),
          })
        : t('binaryStatement.next.need', { volume: volume(needed), leg: legName(n.leg) });
  const pay = !n.wouldBeFlushed
    ? t('binaryStatement.next.pays', { amount: formatMoney(n.pairBonus, currency) })
    : Number(n.wouldPay) > 0
      ? t('binaryStatement.next.partial', {
          paid: formatMoney(n.wouldPay, currency),
          amount: formatMoney(n.pairBonus, currency),
        })
      : t(s.current ? 'binaryStatement.next.flushed' : 'binaryStatement.next.flushedClosed', {
          amount: formatMoney(n.pairBonus, currency),
          period,
        });

  return (
    <Alert
      variant="soft"
      color={n.wouldBeFlushed ? 'warning' : 'primary'}
      startDecorator={
        n.wouldBeFlushed ? (
          <OctagonAlert size={20} aria-hidden />
        ) : (
          <Lightbulb size={20} aria-hidden />
        )
      }
      data-testid="binary-next-pair"
      data-flushed={n.wouldBeFlushed}
      sx={{ alignItems: 'flex-start' }}
    >
      <div>
        <Typography level="title-sm" component="h3" textColor="inherit">
          {s.current ? t('binaryStatement.next.title') : t('binaryStatement.next.titleClosed')}
        </Typography>
        <Typography level="body-sm" textColor="inherit" data-testid="binary-next-pair-text">
          {[
            need,
            n.firstPair ? t('binaryStatement.next.firstPair', { ratio: s.pairRatio }) : '',
            pay,
          ]
            .filter(Boolean)
            .join(' ')}
        </Typography>
      </div>
    </Alert>
  );
}
