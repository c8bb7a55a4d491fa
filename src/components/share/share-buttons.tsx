import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import { AtSign, Briefcase, Mail, MessageCircle, Send, Share2, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shareLink, shareTargets, type ShareContent, type ShareTarget } from '@/lib/share-links';

const icons: Record<ShareTarget, ReactNode> = {
  email: <Mail size={16} />,
  whatsapp: <MessageCircle size={16} />,
  telegram: <Send size={16} />,
  facebook: <ThumbsUp size={16} />,
  x: <AtSign size={16} />,
  linkedin: <Briefcase size={16} />,
};

/**
 * Share a link by e-mail, chat or social network, with links the client builds itself
 * (spec §7), plus the device's own share sheet where there is one. The referral link and
 * the articles share the same way.
 */
export function ShareButtons({ content }: { content: ShareContent }) {
  const { t } = useTranslation('common');
  const canShareNatively = typeof navigator !== 'undefined' && 'share' in navigator;
  return (
    <Box
      component="nav"
      aria-label={t('share.title')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Typography level="body-sm" sx={{ mr: 0.5 }}>
        {t('share.title')}:
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
          aria-label={t(`share.on.${target}`)}
          data-testid={`share-${target}`}
        >
          {t(`share.targets.${target}`)}
        </Button>
      ))}
      {canShareNatively && (
        <Tooltip title={t('share.more')} variant="soft">
          <IconButton
            variant="soft"
            aria-label={t('share.more')}
            onClick={() =>
              void navigator
                .share({ title: content.subject, text: content.text, url: content.url })
                .catch(() => undefined)
            }
          >
            <Share2 size={18} />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
