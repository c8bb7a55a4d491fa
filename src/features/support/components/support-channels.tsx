import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { Mail, MessageCircle, Phone, Send, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';

type Channel = {
  key: string;
  href: string;
  icon: ReactNode;
  text: string;
  external?: boolean;
  testId?: string;
};

const digits = (phone: string) => phone.replace(/[^\d]/g, '');

/**
 * The company's support channels, as the blocked screens show them: the support e-mail (the
 * company's when none), the phone, and messaging links built from it without a server call.
 */
export function SupportChannels() {
  const { t } = useTranslation('support');
  const loaded = useLoadedModules();
  const company = loaded?.company;
  const demo = loaded?.demoInfo;
  const email = company?.supportEmail ?? company?.email ?? demo?.contactEmail ?? null;
  const phone = company?.phone ?? demo?.contactPhone ?? null;
  const skype = demo?.contactSkype ?? null;
  // Messaging apps open in a new tab; mail, phone and Skype hand over to the device.
  const channels: Channel[] = [];
  if (email) {
    channels.push({
      key: 'email',
      href: `mailto:${email}`,
      icon: <Mail size={16} aria-hidden />,
      text: `${t('email')}: ${email}`,
      testId: 'channel-email',
    });
  }
  if (phone) {
    channels.push(
      {
        key: 'phone',
        href: `tel:+${digits(phone)}`,
        icon: <Phone size={16} aria-hidden />,
        text: `${t('phone')}: ${phone}`,
        testId: 'channel-phone',
      },
      {
        key: 'whatsapp',
        href: `https://wa.me/${digits(phone)}`,
        icon: <MessageCircle size={16} aria-hidden />,
        text: t('whatsapp'),
        external: true,
      },
      {
        key: 'telegram',
        href: `https://t.me/+${digits(phone)}`,
        icon: <Send size={16} aria-hidden />,
        text: t('telegram'),
        external: true,
      },
    );
  }
  if (skype) {
    channels.push({
      key: 'skype',
      href: `skype:${encodeURIComponent(skype)}?chat`,
      icon: <Video size={16} aria-hidden />,
      text: `${t('skype')}: ${skype}`,
    });
  }
  return (
    <Card variant="outlined" sx={{ gap: 1.5 }} data-testid="support-channels">
      <Typography level="title-md" component="h2">
        {t('contactUs')}
      </Typography>
      <Typography level="body-sm">
        {t('channelsIntro', { company: company?.name ?? '' })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {channels.map((c) => (
          <Link
            key={c.key}
            href={c.href}
            {...(c.external && { target: '_blank', rel: 'noopener noreferrer' })}
            startDecorator={c.icon}
            data-testid={c.testId}
          >
            {c.text}
          </Link>
        ))}
      </Box>
    </Card>
  );
}
