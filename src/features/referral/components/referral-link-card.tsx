import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toasts/toast';
import { ShareButtons } from '@/components/share/share-buttons';

/** The member's referral link (user.referral_link) with copy and client-built share links. */
export function ReferralLinkCard({ link }: { link: string }) {
  const { t } = useTranslation('referral');
  const input = useRef<HTMLInputElement>(null);
  const content = { url: link, text: t('shareText'), subject: t('shareSubject') };

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
      <ShareButtons content={content} />
    </Card>
  );
}
