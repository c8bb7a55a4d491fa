import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { RecentJoining } from '@/api/home';
import { explainsEarning, type Transaction } from '@/api/wallet';
import { DateText } from '@/components/date-text/date-text';
import { WhyThisAmount } from '@/components/earning-explanation/why-this-amount';
import { ListCard } from '@/components/list-card/list-card';
import { JoinedMemberItem } from '@/components/member-list/joined-member-item';
import { MoneyText } from '@/components/money/money-text';

export function RecentJoinings({ items }: { items: RecentJoining[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <ListCard
      title={t('recentJoinings')}
      items={items}
      empty={t('noJoinings')}
      testId="recent-joinings"
      renderItem={(j) => <JoinedMemberItem key={j.id} joining={j} namedAvatar />}
    />
  );
}

type TxProps = { items: Transaction[]; labels: Record<string, string> };

export function RecentTransactions({ items, labels }: TxProps) {
  const { t } = useTranslation(['dashboard', 'wallet']);
  return (
    <ListCard
      title={t('recentTransactions')}
      items={items}
      empty={t('noTransactions')}
      testId="recent-transactions"
      renderItem={(tx) => (
        <ListItem key={tx.id} sx={{ alignItems: 'flex-start' }}>
          <ListItemContent>
            <Typography level="title-sm">
              {t(`wallet:keys.${tx.key}`, { defaultValue: labels[tx.key] ?? tx.key })}
            </Typography>
            <Typography level="body-xs">
              <DateText value={tx.dateCreated} withTime />
              {tx.fromUser ? ` · @${tx.fromUser}` : ''}
            </Typography>
            {explainsEarning(tx) && <WhyThisAmount transactionId={tx.id} />}
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
      )}
    />
  );
}
