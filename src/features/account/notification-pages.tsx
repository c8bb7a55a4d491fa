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
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NotificationSetting } from '@/api/account';
import { QueryState } from '@/components/query-state/query-state';
import { toast } from '@/components/toasts/toast';
import { useSaveNotificationSettings } from './api/mutations';
import { notificationSettingsQueryOptions } from './api/queries';
import { AccountPage } from './components/account-page';
import { enableWebPush, pushPermission, type PushState } from './lib/web-push';

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
function EventSwitches({ channel, onSwitchOn }: { channel: Channel; onSwitchOn?: () => void }) {
  const { t } = useTranslation('account');
  const query = useQuery(notificationSettingsQueryOptions());
  const save = useSaveNotificationSettings();
  const toggle = (s: NotificationSetting, on: boolean) => {
    if (on) onSwitchOn?.();
    save.mutate([{ ...s, [channel]: on }], {
      onSuccess: () => toast.success(t('saved')),
      onError: (e) => toast.error(e.message),
    });
  };
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
const subscribeFocus = (onChange: () => void) => {
  window.addEventListener('focus', onChange);
  return () => window.removeEventListener('focus', onChange);
};

const alertColor = {
  subscribed: 'success',
  granted: 'neutral',
  default: 'neutral',
  denied: 'warning',
  unsupported: 'warning',
  failed: 'danger',
} as const;

/**
 * /member/account/notification/push: in-app notices and Web Push (decision 046). Turning a
 * switch on asks the browser's permission and subscribes it; the alert says where it stands.
 */
export function PushNotificationsPage() {
  const { t } = useTranslation('account');
  const live = useSyncExternalStore(subscribeFocus, pushPermission);
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = state ?? live;
  const enable = () => {
    if (busy || shown === 'unsupported' || shown === 'subscribed') return;
    setBusy(true);
    void enableWebPush()
      .then(setState)
      .finally(() => setBusy(false));
  };
  // A browser that already allowed push is subscribed again quietly: the server may have
  // dropped an old subscription, or the member signed in here after someone else.
  useEffect(() => {
    if (pushPermission() !== 'granted') return;
    let live = true;
    void enableWebPush().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  const action =
    shown === 'default' || shown === 'failed' ? (
      <Button size="sm" onClick={enable} loading={busy}>
        {t(shown === 'failed' ? 'preferences.retryPush' : 'preferences.allowPush')}
      </Button>
    ) : undefined;
  return (
    <AccountPage title={t('sections.notification')} subtitle={t('preferences.pushSubtitle')}>
      <ChannelTabs channel="inApp" />
      <Alert
        color={alertColor[shown]}
        variant="soft"
        role="status"
        data-testid="push-permission"
        data-state={shown}
        endDecorator={action}
      >
        {t(`preferences.permission.${shown}`)}
      </Alert>
      <EventSwitches channel="inApp" onSwitchOn={enable} />
    </AccountPage>
  );
}
