import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NotificationSetting } from '@/api/account';
import { QueryState } from '@/components/query-state/query-state';
import { toast } from '@/components/toasts/toast';
import { useSaveNotificationSettings } from './api/mutations';
import { notificationSettingsQueryOptions } from './api/queries';
import { AccountPage } from './components/account-page';

type Channel = 'email' | 'inApp';

/** The two channels as tabs: /member/account/notification/email and …/push (spec §2). */
function ChannelTabs({ channel }: { channel: Channel }) {
  const { t } = useTranslation('account');
  return (
    <Tabs value={channel} aria-label={t('sections.notification')}>
      <TabList>
        <Tab value="email" component={Link} to="/member/account/notification/email">
          {t('preferences.emailTab')}
        </Tab>
        <Tab value="inApp" component={Link} to="/member/account/notification/push">
          {t('preferences.pushTab')}
        </Tab>
      </TabList>
    </Tabs>
  );
}

/** One switch per event for the channel; each change saves at once. */
function EventSwitches({ channel }: { channel: Channel }) {
  const { t } = useTranslation('account');
  const query = useQuery(notificationSettingsQueryOptions());
  const save = useSaveNotificationSettings();
  const toggle = (s: NotificationSetting, on: boolean) =>
    save.mutate([{ ...s, [channel]: on }], {
      onSuccess: () => toast.success(t('saved')),
      onError: (e) => toast.error(e.message),
    });
  return (
    <QueryState query={query} errorText={t('loadError')} height={320}>
      {(settings) => (
        <Card variant="outlined" sx={{ p: 0 }}>
          <List sx={{ '--ListItem-minHeight': '64px' }}>
            {settings.map((s, i) => (
              <ListItem
                key={s.event}
                sx={{
                  px: 2,
                  gap: 2,
                  ...(i > 0 ? { borderTop: '1px solid', borderColor: 'divider' } : {}),
                }}
              >
                <Box sx={{ flex: 1 }}>
                  <Typography level="title-sm" id={`event-${s.event}`}>
                    {t(`preferences.events.${s.event}.title`)}
                  </Typography>
                  <Typography level="body-xs" textColor="text.tertiary">
                    {t(`preferences.events.${s.event}.help`)}
                  </Typography>
                </Box>
                <Switch
                  checked={s[channel]}
                  disabled={save.isPending}
                  onChange={(e) => toggle(s, e.target.checked)}
                  slotProps={{ input: { 'aria-labelledby': `event-${s.event}` } }}
                  data-testid={`switch-${channel}-${s.event}`}
                />
              </ListItem>
            ))}
          </List>
        </Card>
      )}
    </QueryState>
  );
}

/** /member/account/notification/email: which events send an e-mail (the sender honours it). */
export function EmailNotificationsPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage title={t('sections.notification')} subtitle={t('preferences.emailSubtitle')}>
      <ChannelTabs channel="email" />
      <EventSwitches channel="email" />
    </AccountPage>
  );
}

// The browser's permission, read again whenever the page regains focus (it can change there).
const permissionOf = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
const subscribeFocus = (onChange: () => void) => {
  window.addEventListener('focus', onChange);
  return () => window.removeEventListener('focus', onChange);
};

/** /member/account/notification/push: in-app notifications and the browser's permission. */
export function PushNotificationsPage() {
  const { t } = useTranslation('account');
  const live = useSyncExternalStore(subscribeFocus, permissionOf);
  const [asked, setAsked] = useState<NotificationPermission | null>(null);
  const permission = asked ?? live;
  const ask = () =>
    void Notification.requestPermission().then((p) => {
      setAsked(p);
      if (p === 'granted')
        new Notification(t('preferences.pushTestTitle'), { body: t('preferences.pushTestBody') });
    });
  return (
    <AccountPage title={t('sections.notification')} subtitle={t('preferences.pushSubtitle')}>
      <ChannelTabs channel="inApp" />
      <Alert
        color={
          permission === 'granted' ? 'success' : permission === 'denied' ? 'warning' : 'neutral'
        }
        variant="soft"
        data-testid="push-permission"
        endDecorator={
          permission === 'default' ? (
            <Button size="sm" onClick={ask}>
              {t('preferences.allowPush')}
            </Button>
          ) : undefined
        }
      >
        {t(`preferences.permission.${permission}`)}
      </Alert>
      <EventSwitches channel="inApp" />
    </AccountPage>
  );
}
