import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { DateText } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';

export type MovementItem = {
  id: number;
  title: string;
  date: string;
  amount: string;
  /** Debits show with a minus and in the danger colour. */
  debit?: boolean;
  extra?: ReactNode;
};

/** A short list of recent money movements (statement, payout statement). */
export function MovementList({
  title,
  items,
  empty,
  footer,
  testId,
}: {
  title: string;
  items: readonly MovementItem[];
  empty: string;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography level="title-md" component="h2">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography level="body-sm">{empty}</Typography>
      ) : (
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
          {items.map((m) => (
            <ListItem key={m.id} sx={{ gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography level="body-sm" noWrap>
                  {m.title}
                </Typography>
                <Typography level="body-xs" textColor="text.tertiary">
                  <DateText value={m.date} />
                </Typography>
              </Box>
              {m.extra}
              <Typography
                level="body-sm"
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                color={m.debit ? 'danger' : 'success'}
              >
                {m.debit ? '−' : '+'}
                <MoneyText amount={m.amount} />
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {footer}
    </Card>
  );
}
