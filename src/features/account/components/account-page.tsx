import Box from '@mui/joy/Box';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@/components/form/router-link';
import { ScreenPage } from '@/components/screen-page/screen-page';

/**
 * The frame of every /member/account/* screen: a way back to the settings index (the pages
 * are reached from it, and on a phone there is no sidebar to go back by), the screen's
 * heading, and a column no wider than a form needs.
 */
export function AccountPage({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Lists (sessions, FAQs) use the page's full width; forms stay readable at 640 px. */
  wide?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <ScreenPage
      title={title}
      subtitle={subtitle}
      nav={
        <RouterLink
          to="/member/account"
          level="body-sm"
          startDecorator={<ChevronLeft size={16} aria-hidden />}
          sx={{ justifySelf: 'start' }}
        >
          {t('title')}
        </RouterLink>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, maxWidth: wide ? undefined : 640, minWidth: 0 }}>
        {children}
      </Box>
    </ScreenPage>
  );
}
