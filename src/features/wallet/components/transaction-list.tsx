import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Skeleton from '@mui/joy/Skeleton';
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

/** A movement's two lines and its amount, as skeletons of the same height. */
function PlaceholderRow() {
  return (
    <ListItem sx={{ gap: 1, alignItems: 'center' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="body-sm">
          <Skeleton variant="text" width="55%" />
        </Typography>
        <Typography level="body-xs">
          <Skeleton variant="text" width="30%" />
        </Typography>
      </Box>
      <Typography level="body-sm" sx={{ width: 72 }}>
        <Skeleton variant="text" />
      </Typography>
    </ListItem>
  );
}

/**
 * A short list of recent money movements (statement, payout statement). While `items` is
 * undefined (loading) it shows `placeholderRows` skeleton rows of a movement's height, the
 * number the server usually sends, so the blocks below stay where the list will leave them.
 */
export function MovementList({
  title,
  items,
  empty,
  footer,
  testId,
  placeholderRows = 0,
}: {
  title: string;
  items: readonly MovementItem[] | undefined;
  placeholderRows?: number;
  empty: string;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography level="title-md" component="h2">
        {title}
      </Typography>
      {items === undefined ? (
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }} aria-hidden>
          {Array.from({ length: placeholderRows }, (_, i) => (
            <PlaceholderRow key={i} />
          ))}
        </List>
      ) : items.length === 0 ? (
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
