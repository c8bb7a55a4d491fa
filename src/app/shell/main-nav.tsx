import Sheet from '@mui/joy/Sheet';
import type { SxProps } from '@mui/joy/styles/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The landmark of the main navigation, fixed to an edge of the screen: the sidebar on a
 * desktop, the bottom bar on a phone. `sx` places and sizes it.
 */
export function MainNav({ sx, children }: { sx: SxProps; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Sheet
      component="nav"
      aria-label={t('menu.mainNavigation')}
      variant="outlined"
      sx={[{ position: 'fixed' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Sheet>
  );
}
