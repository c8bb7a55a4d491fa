import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { Broadcast } from '@/api/broadcast';
import { RelativeTime } from '@/components/messages/relative-time';

/** The leader's own broadcasts: when, what and to how many. */
export function BroadcastHistory({ items }: { items: readonly Broadcast[] }) {
  const { t } = useTranslation('mail');
  return (
    <Card variant="outlined" sx={{ maxWidth: 760 }} data-testid="broadcast-history">
      <Typography level="title-md" component="h2">
        {t('broadcast.history')}
      </Typography>
      {items.length === 0 ? (
        <Typography level="body-sm">{t('broadcast.noHistory')}</Typography>
      ) : (
        <List>
          {items.map((b) => (
            <ListItem key={b.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                {b.subject}
              </Typography>
              <Typography level="body-sm">
                {t('broadcast.reached', { count: b.recipientCount })}
              </Typography>
              <Typography level="body-sm">
                <RelativeTime value={b.createdAt} />
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
