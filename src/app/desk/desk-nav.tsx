import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { DeskPage } from '@/components/desk/desk-page';
import { deskHomePath } from '../session/post-login';
import { isActivePath } from '../shell/nav-geometry';

/** The desk's name over its menu: the company's, marked plainly as the operators' side. */
export function DeskBrand({ companyName }: { companyName: string }) {
  const { t } = useTranslation('desk');
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', minWidth: 0 }}>
      <Typography level="title-lg" color="primary" noWrap sx={{ maxWidth: '100%' }}>
        {companyName}
      </Typography>
      <Chip size="sm" variant="solid" color="warning" data-testid="desk-badge">
        {t('title')}
      </Chip>
    </Box>
  );
}

type Props = { pages: readonly DeskPage[]; onNavigate?: () => void };

/** The desk's menu: its home, then each page the operator may open (sidebar and drawer). */
export function DeskNavList({ pages, onNavigate }: Props) {
  const { t } = useTranslation('desk');
  const { pathname } = useLocation();
  const items = [
    { key: 'home', to: deskHomePath, label: t('nav.home'), Icon: LayoutDashboard, permission: '' },
    ...pages.map((p) => ({
      key: p.path,
      permission: p.permission,
      to: `${deskHomePath}/${p.path}`,
      label: t(p.labelKey),
      Icon: p.icon,
    })),
  ];
  return (
    <List size="sm" sx={{ '--ListItem-radius': '10px', gap: 0.5, px: 1 }}>
      {items.map(({ key, to, label, Icon, permission }) => (
        <ListItem key={key} data-desk-menu={key} data-desk-permission={permission || undefined}>
          <ListItemButton
            component={NavLink}
            to={to}
            end={key === 'home'}
            selected={key === 'home' ? pathname === to : isActivePath(pathname, to)}
            onClick={onNavigate}
            sx={{ minHeight: 44 }}
          >
            <ListItemDecorator>
              <Icon size={20} aria-hidden />
            </ListItemDecorator>
            <ListItemContent>{label}</ListItemContent>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
