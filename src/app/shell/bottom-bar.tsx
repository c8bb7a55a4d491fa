import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuItem } from '../menu/build-menu';
import { MainNav } from './main-nav';
import { MenuIcon } from '../menu/menu-icons';
import { isActivePath } from './nav-geometry';

export const bottomBarHeight = 64;

/** Phone and tablet: the bottom items (at most six, spec §2) as a fixed tab bar. */
export function BottomBar({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <MainNav
      sx={{
        insetInline: 0,
        bottom: 0,
        height: bottomBarHeight,
        pb: 'env(safe-area-inset-bottom)',
        display: 'grid',
        gridTemplateColumns: `repeat(${items.length}, 1fr)`,
        borderInline: 'none',
        borderBottom: 'none',
        zIndex: 1100,
      }}
    >
      {items.map((item) => {
        const active = isActivePath(pathname, item.path);
        return (
          <Box
            key={item.key}
            component={NavLink}
            to={item.path}
            data-menu-key={item.key}
            aria-current={active ? 'page' : undefined}
            sx={{
              display: 'grid',
              justifyItems: 'center',
              alignContent: 'center',
              gap: 0.25,
              textDecoration: 'none',
              color: active ? 'primary.plainColor' : 'text.secondary',
              fontWeight: active ? 500 : 400,
            }}
          >
            <Badge
              badgeContent={item.badge}
              color="danger"
              size="sm"
              invisible={item.badge === undefined}
            >
              <MenuIcon itemKey={item.key} size={22} />
            </Badge>
            <Typography level="body-xs" textColor="inherit" noWrap>
              {t(item.labelKey)}
            </Typography>
          </Box>
        );
      })}
    </MainNav>
  );
}
