import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../menu/build-menu';
import { MainNav } from './main-nav';
import { NavList } from './nav-list';
import { sidebarWidth } from './nav-geometry';

type Props = {
  items: readonly MenuItem[];
  collapsed: boolean;
  onToggle: () => void;
  companyName: string;
};

export function Sidebar({ items, collapsed, onToggle, companyName }: Props) {
  const { t } = useTranslation('common');
  return (
    <MainNav
      sx={{
        insetBlock: 0,
        left: 0,
        width: collapsed ? sidebarWidth.collapsed : sidebarWidth.open,
        transition: 'width 160ms ease',
        display: 'flex',
        flexDirection: 'column',
        borderBlock: 'none',
        borderLeft: 'none',
        overflowY: 'auto',
        overflowX: 'hidden',
        zIndex: 1000,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          gap: 1,
          p: 2,
          minHeight: 64,
        }}
      >
        {!collapsed && (
          <Typography level="title-lg" color="primary" noWrap>
            {companyName}
          </Typography>
        )}
        <IconButton
          size="sm"
          variant="plain"
          onClick={onToggle}
          aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
          aria-expanded={!collapsed}
        >
          {collapsed ? <PanelLeftOpen size={20} /> : <PanelLeftClose size={20} />}
        </IconButton>
      </Box>
      <NavList items={items} compact={collapsed} />
    </MainNav>
  );
}
