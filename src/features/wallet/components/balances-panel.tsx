import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import Skeleton from '@mui/joy/Skeleton';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { decimalToMinor } from '@contract/money';
import type { Balances } from '@/api/wallet';
import { useFormatDate } from '@/components/date-text/date-text';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { MoneyText } from '@/components/money/money-text';
import { formatMoney } from '@/lib/money';

const parts = [
  { key: 'available', color: 'success' },
  { key: 'held', color: 'warning' },
  { key: 'owed', color: 'danger' },
  { key: 'total', color: 'neutral' },
] as const;

/** Whether a decimal amount is above zero. */
const isPositive = (amount: string): boolean => decimalToMinor(amount) > 0;

/**
 * Where the member's money stands (decision 037): available, held, owed and total, each with
 * what it means in a line; the held parts with the day each is released; and, while anything
 * is owed, why payouts wait. Without balances (still loading) the same card holds a skeleton
 * in place of each amount, so nothing below it moves when they arrive.
 */
export function BalancesPanel({ balances }: { balances: Balances | undefined }) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const currency = useCurrencyFormat();
  const owes = balances !== undefined && isPositive(balances.owed);
  return (
    <Card variant="outlined" sx={{ minWidth: 0, gap: 1.5 }} data-testid="wallet-balances">
      <Typography level="title-md" component="h2" id="wallet-balances-title">
        {t('balances.title')}
      </Typography>
      <Box
        component="dl"
        aria-labelledby="wallet-balances-title"
        sx={{
          m: 0,
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {parts.map(({ key, color }) => (
          <Box key={key} data-testid={`balance-${key}`} sx={{ minWidth: 0 }}>
            <Typography
              component="dt"
              level="body-sm"
              // Nothing owed is nothing to warn about.
              color={key === 'owed' && !owes ? 'neutral' : color}
              sx={{ fontWeight: 600 }}
            >
              {t(`balances.${key}`)}
            </Typography>
            <Typography
              component="dd"
              level="h4"
              sx={{ m: 0, overflowWrap: 'anywhere' }}
              data-testid={`balance-${key}-value`}
            >
              {balances ? (
                <MoneyText amount={balances[key]} />
              ) : (
                <Skeleton variant="text" width="70%" />
              )}
            </Typography>
            <Typography component="dd" level="body-xs" textColor="text.tertiary" sx={{ m: 0 }}>
              {t(`balances.hints.${key}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      {balances && owes && (
        <Alert
          color="danger"
          variant="soft"
          startDecorator={<CircleAlert size={18} aria-hidden />}
          data-testid="owed-notice"
        >
          {t('balances.owedNotice', { amount: formatMoney(balances.owed, currency) })}
        </Alert>
      )}
      {balances && balances.heldReleases.length > 0 && (
        <Box component="section" aria-labelledby="held-releases-title">
          <Typography level="title-sm" component="h3" id="held-releases-title">
            {t('balances.releasesTitle')}
          </Typography>
          <List size="sm" sx={{ '--ListItem-paddingX': 0 }} data-testid="held-releases">
            {balances.heldReleases.map((p) => (
              <ListItem
                key={p.releaseDate ?? 'unpaid'}
                data-testid="held-release"
                sx={{ justifyContent: 'space-between', gap: 1 }}
              >
                <Typography level="body-sm">
                  {p.releaseDate === null
                    ? t('balances.awaitingPayment')
                    : t('balances.releasedOn', { date: formatDate(p.releaseDate) })}
                </Typography>
                <Typography level="body-sm" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  <MoneyText amount={p.amount} />
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Card>
  );
}
