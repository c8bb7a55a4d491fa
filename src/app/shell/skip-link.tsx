import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';

/** The id of the landmark the skip link leads to; each layout gives it to its <main>. */
export const mainContentId = 'main';

/**
 * The first thing a keyboard user reaches on every page: off screen until focused, it moves
 * focus past the header and menu to the main content (WCAG 2.4.1 Bypass Blocks).
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <Box
      component="a"
      href={`#${mainContentId}`}
      data-testid="skip-link"
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        const main = document.getElementById(mainContentId);
        if (!main) return;
        // Focus, not only scroll, so the next Tab continues inside the content; and no hash
        // in the address, which the router would take for a navigation.
        event.preventDefault();
        main.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 2000,
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        px: 2,
        borderRadius: 'sm',
        bgcolor: 'background.popup',
        color: 'primary.plainColor',
        fontWeight: 'md',
        boxShadow: 'md',
        transform: 'translateY(-200%)',
        '&:focus': {
          transform: 'none',
          outline: '2px solid',
          outlineColor: 'focusVisible',
          outlineOffset: 2,
        },
      }}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}
