import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ColorModeToggle } from '../providers/color-mode-toggle';
import { LanguageSwitch } from '../shell/language-switch';
import { mainContentId, SkipLink } from '../shell/skip-link';
import { useFocusHeadingOnRouteChange } from '../shell/use-focus-heading';
import { OfflineBanner } from '../shell/offline-banner';
import { useModuleState } from '../session/use-session';
import { usePublicDocumentTitle } from '../shell/document-title';

/**
 * Spec §2 wrapper page: centred, optional logo (≤ 50 px) on top, footer with year and company.
 * No router here: the sign-in screen renders it on its own (docs/decisions/026-sign-in-bundle.md).
 */
export function AuthFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const company = useModuleState().modules?.company;
  useFocusHeadingOnRouteChange(pathname);
  usePublicDocumentTitle(pathname);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateRows: 'auto auto 1fr auto',
        bgcolor: 'background.body',
      }}
    >
      <SkipLink />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1.5 }}>
        <LanguageSwitch />
        <ColorModeToggle />
      </Box>
      {/* An empty grid row while online. */}
      <div>
        <OfflineBanner />
      </div>
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        sx={{ display: 'grid', placeItems: 'center', px: 2, py: 3, outline: 'none' }}
      >
        <Box sx={{ width: '100%', maxWidth: 440, display: 'grid', gap: 3, justifyItems: 'center' }}>
          {company?.logo ? (
            <Box
              component="img"
              src={company.logo}
              alt={company.name}
              sx={{ maxHeight: 50, maxWidth: '80%' }}
            />
          ) : company ? (
            <Typography level="h3" component="p" color="primary">
              {company.name}
            </Typography>
          ) : null}
          <Sheet
            variant="outlined"
            sx={{ width: '100%', borderRadius: 'lg', p: { xs: 2.5, sm: 4 }, boxShadow: 'sm' }}
          >
            {children}
          </Sheet>
        </Box>
      </Box>
      <Box component="footer" sx={{ textAlign: 'center', py: 2, px: 2 }}>
        <Typography level="body-xs">
          © {new Date().getFullYear()} {company?.name ?? ''} · {t('footer.rights')}
        </Typography>
      </Box>
    </Box>
  );
}
