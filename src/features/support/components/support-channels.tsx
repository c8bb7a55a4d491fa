import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { Mail, MessageCircle, Phone, Send, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';

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
  return (
    <Card variant="outlined" sx={{ gap: 1.5 }} data-testid="support-channels">
      <Typography level="title-md" component="h2">
        {t('contactUs')}
      </Typography>
      <Typography level="body-sm">
        {t('channelsIntro', { company: company?.name ?? '' })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {email && (
          <Link
            href={`mailto:${email}`}
            startDecorator={<Mail size={16} aria-hidden />}
            data-testid="channel-email"
          >
            {t('email')}: {email}
          </Link>
        )}
        {phone && (
          <Link
            href={`tel:+${digits(phone)}`}
            startDecorator={<Phone size={16} aria-hidden />}
            data-testid="channel-phone"
          >
            {t('phone')}: {phone}
          </Link>
        )}
        {phone && (
          <Link
            href={`https://wa.me/${digits(phone)}`}
            target="_blank"
            rel="noopener noreferrer"
            startDecorator={<MessageCircle size={16} aria-hidden />}
          >
            {t('whatsapp')}
          </Link>
        )}
        {phone && (
          <Link
            href={`https://t.me/+${digits(phone)}`}
            target="_blank"
            rel="noopener noreferrer"
            startDecorator={<Send size={16} aria-hidden />}
          >
            {t('telegram')}
          </Link>
        )}
        {skype && (
          <Link
            href={`skype:${encodeURIComponent(skype)}?chat`}
            startDecorator={<Video size={16} aria-hidden />}
          >
            {t('skype')}: {skype}
          </Link>
        )}
      </Box>
    </Card>
  );
}
