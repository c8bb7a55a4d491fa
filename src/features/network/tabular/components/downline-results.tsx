import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { DownlineMember } from '@contract/model';
import { fullName } from '@contract/names';

export function DownlineResults({
  members,
  keyword,
}: {
  members: DownlineMember[];
  keyword: string;
}) {
  const { t } = useTranslation('common');
  if (members.length === 0)
    return (
      <Typography level="body-md" data-testid="downline-empty">
        {t('networkTables.downline.noResults', { keyword })}
      </Typography>
    );
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md' }}>
      <Typography level="title-sm" sx={{ px: 2, pt: 1.5 }} aria-live="polite">
        {t('networkTables.downline.found', { count: members.length })}
      </Typography>
      <List data-testid="downline-results" sx={{ '--ListItem-paddingX': '1rem' }}>
        {members.map((m) => {
          const name = fullName(m.firstName, m.lastName);
          return (
            <ListItem key={m.username}>
              <ListItemDecorator>
                <Avatar size="sm" src={m.avatar ?? undefined} alt="">
                  {name.slice(0, 1).toUpperCase()}
                </Avatar>
              </ListItemDecorator>
              <ListItemContent sx={{ minWidth: 0 }}>
                <Typography level="title-sm" noWrap>
                  {name}
                </Typography>
                <Typography level="body-xs" noWrap>
                  @{m.username} · {m.email}
                </Typography>
              </ListItemContent>
            </ListItem>
          );
        })}
      </List>
    </Sheet>
  );
}
