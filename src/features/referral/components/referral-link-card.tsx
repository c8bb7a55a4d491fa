import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import { AtSign, Briefcase, Copy, Mail, MessageCircle, Send, Share2, ThumbsUp } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toasts/toast';
import { shareLink, shareTargets, type ShareTarget } from '../lib/share-links';

const icons: Record<ShareTarget, ReactNode> = {
  email: <Mail size={16} />,
  whatsapp: <MessageCircle size={16} />,
  telegram: <Send size={16} />,
  facebook: <ThumbsUp size={16} />,
  x: <AtSign size={16} />,
  linkedin: <Briefcase size={16} />,
};

/** The member's referral link (user.referral_link) with copy and client-built share links. */
export function ReferralLinkCard({ link }: { link: string }) {
  const { t } = useTranslation('referral');
  const input = useRef<HTMLInputElement>(null);
  const content = { url: link, text: t('shareText'), subject: t('shareSubject') };
  const canShareNatively = typeof navigator !== 'undefined' && 'share' in navigator;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('linkCopied'));
    } catch {
      // No clipboard permission (or an insecure origin): select the text so a long press
      // or Ctrl+C finishes the job, and say so.
      input.current?.select();
      toast.error(t('copyFailed'));
    }
  }

  return (
    <Card variant="outlined" data-testid="referral-link-card" sx={{ gap: 1.5, minWidth: 0 }}>
      <Typography level="title-md" component="h2">
        {t('referralLink')}
      </Typography>
      <Typography level="body-sm">{t('referralLinkHelp')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Input
          readOnly
          value={link}
          slotProps={{
            input: { ref: input, 'aria-label': t('referralLink'), 'data-testid': 'referral-link' },
          }}
          onFocus={(e) => e.target.select()}
          sx={{ flex: '1 1 240px', minWidth: 0, fontFamily: 'monospace' }}
        />
        <Button
          startDecorator={<Copy size={16} />}
          onClick={() => void copy()}
          data-testid="copy-link"
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {t('copyLink')}
        </Button>
      </Box>
      <Box
        component="nav"
        aria-label={t('share')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography level="body-sm" sx={{ mr: 0.5 }}>
          {t('share')}:
        </Typography>
        {shareTargets.map((target) => (
          <Button
            key={target}
            component="a"
            href={shareLink(target, content)}
            // mailto opens the mail app in place; the web share pages open in a new tab.
            {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            size="sm"
            variant="soft"
            color="primary"
            startDecorator={icons[target]}
            aria-label={t(`shareOn.${target}`)}
            data-testid={`share-${target}`}
          >
            {t(`targets.${target}`)}
          </Button>
        ))}
        {canShareNatively && (
          <Tooltip title={t('shareMore')} variant="soft">
            <IconButton
              variant="soft"
              aria-label={t('shareMore')}
              onClick={() =>
                void navigator
                  .share({ title: content.subject, text: content.text, url: link })
                  .catch(() => undefined)
              }
            >
              <Share2 size={18} />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Card>
  );
}
