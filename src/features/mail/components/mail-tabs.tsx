import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import { Megaphone, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** Inbox and Sent as tabs, Compose and the team broadcast as the actions beside them (spec §2 Mail). */
export function MailTabs() {
  const { t } = useTranslation('mail');
  const { pathname } = useLocation();
  const current = pathname.includes('/mail/sent') ? 'sent' : 'inbox';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Tabs value={current} sx={{ bgcolor: 'transparent', minWidth: 0 }}>
        <TabList disableUnderline sx={{ gap: 0.5, '& > a': { borderRadius: 'md' } }}>
          {(['inbox', 'sent'] as const).map((p) => (
            <Tab
              key={p}
              value={p}
              component={Link}
              to={`/member/mail/${p}`}
              variant={p === current ? 'soft' : 'plain'}
              color={p === current ? 'primary' : 'neutral'}
              indicatorInset
            >
              {t(p)}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Button
        component={Link}
        to="/member/mail/broadcast"
        variant="outlined"
        startDecorator={<Megaphone size={16} aria-hidden />}
        sx={{ ml: 'auto' }}
        data-testid="broadcast-link"
      >
        {t('broadcast.link')}
      </Button>
      <Button
        component={Link}
        to="/member/mail/compose"
        startDecorator={<PenLine size={16} aria-hidden />}
        data-testid="compose-link"
      >
        {t('compose')}
      </Button>
    </Box>
  );
}
