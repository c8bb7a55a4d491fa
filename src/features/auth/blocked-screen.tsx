import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { MessageCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next';
import { BlockedIllustration } from './blocked-illustration';

export type BlockedScreenProps = {
  variant: 'account' | 'demo';
  email: string | null;
  phone: string | null;
  authenticated: boolean;
  onTryAgain: () => void;
  onLogout: () => void;
  logoutPending: boolean;
};

const digits = (phone: string) => phone.replace(/[^\d]/g, '');

/** The messaging apps that open a chat with the support number. */
const chatLinks = (phone: string) =>
  [
    { href: `https://wa.me/${digits(phone)}`, labelKey: 'blocked.messaging', Icon: MessageCircle },
    { href: `https://t.me/+${digits(phone)}`, labelKey: 'blocked.chat', Icon: Send },
  ] as const;

/** Spec §2 account-blocked and demo-blocked screens: one layout, two texts. */
export function BlockedScreen(props: BlockedScreenProps) {
  const { t } = useTranslation('common');
  const { variant, email, phone } = props;
  const mail = email ? <Link href={`mailto:${email}`}>{email}</Link> : <span />;
  const tel = phone ? <Link href={`tel:${phone}`}>{phone}</Link> : <span />;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <BlockedIllustration kind={variant === 'account' ? 'denied' : 'support'} />
      <Typography level="h3" component="h1">
        {variant === 'account' ? t('blocked.accountTitle') : t('blocked.demoTitle')}
      </Typography>
      <Typography level="body-md">
        {variant === 'account' ? (
          <Trans
            t={t}
            i18nKey="blocked.accountText"
            values={{ email, phone }}
            components={{ email: mail, phone: tel }}
          />
        ) : (
          <Trans t={t} i18nKey="blocked.demoText" values={{ phone }} components={{ phone: tel }} />
        )}
      </Typography>
      {phone && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {chatLinks(phone).map(({ href, labelKey, Icon }) => (
            <IconButton
              key={labelKey}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(labelKey)}
              variant="soft"
            >
              <Icon size={20} />
            </IconButton>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button onClick={props.onTryAgain}>{t('actions.tryAgain')}</Button>
        {props.authenticated && (
          <Button variant="outlined" loading={props.logoutPending} onClick={props.onLogout}>
            {t('actions.logout')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
