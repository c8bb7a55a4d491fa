import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { RecentJoining } from '@/api/home';
import type { Transaction } from '@/api/wallet';
import { DateText } from '@/components/date-text/date-text';
import { WhyThisAmount } from '@/components/earning-explanation/why-this-amount';
import { JoinedMemberItem } from '@/components/member-list/joined-member-item';
import { MoneyText } from '@/components/money/money-text';

export function RecentJoinings({ items }: { items: RecentJoining[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card variant="outlined" data-testid="recent-joinings">
      <Typography level="title-md" component="h2">
        {t('recentJoinings')}
      </Typography>
      {items.length === 0 ? (
        <Typography level="body-sm">{t('noJoinings')}</Typography>
      ) : (
        <List size="sm">
          {items.map((j) => (
            <JoinedMemberItem key={j.id} joining={j} namedAvatar />
          ))}
        </List>
      )}
    </Card>
  );
}

type TxProps = { items: Transaction[]; labels: Record<string, string> };

export function RecentTransactions({ items, labels }: TxProps) {
  const { t } = useTranslation(['dashboard', 'wallet']);
  return (
    <Card variant="outlined" data-testid="recent-transactions">
      <Typography level="title-md" component="h2">
        {t('recentTransactions')}
      </Typography>
      {items.length === 0 ? (
        <Typography level="body-sm">{t('noTransactions')}</Typography>
      ) : (
        <List size="sm">
          {items.map((tx) => (
            <ListItem key={tx.id} sx={{ alignItems: 'flex-start' }}>
              <ListItemContent>
                <Typography level="title-sm">
                  {t(`wallet:keys.${tx.key}`, { defaultValue: labels[tx.key] ?? tx.key })}
                </Typography>
                <Typography level="body-xs">
                  <DateText value={tx.dateCreated} withTime />
                  {tx.fromUser ? ` · @${tx.fromUser}` : ''}
                </Typography>
                {tx.group === 'commission' && <WhyThisAmount transactionId={tx.id} />}
              </ListItemContent>
              <Typography
                level="title-sm"
                color={tx.flow === 'credit' ? 'success' : 'danger'}
                aria-label={tx.flow === 'credit' ? t('credit') : t('debit')}
              >
                {tx.flow === 'credit' ? '+' : '−'}
                <MoneyText amount={tx.amount} />
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
