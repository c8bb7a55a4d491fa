import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Tooltip from '@mui/joy/Tooltip';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuItem } from '../menu/build-menu';
import { MenuIcon } from '../menu/menu-icons';
import { isActivePath } from './nav-geometry';

type Props = { items: readonly MenuItem[]; compact?: boolean; onNavigate?: () => void };

/** The full menu as a vertical list: the desktop sidebar and the phone drawer share it. */
export function NavList({ items, compact = false, onNavigate }: Props) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // faqs lives under /member/account: the longest matching path wins, so account stays unlit.
  const active = items
    .filter((item) => isActivePath(pathname, item.path))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
  return (
    <List size="sm" sx={{ '--ListItem-radius': '10px', gap: 0.5, px: compact ? 0.5 : 1 }}>
      {items.map((item) => {
        const label = t(item.labelKey);
        const button = (
          <ListItemButton
            component={NavLink}
            to={item.path}
            selected={active === item.key}
            onClick={onNavigate}
            aria-label={compact ? label : undefined}
            sx={{ justifyContent: compact ? 'center' : 'flex-start', minHeight: 40 }}
          >
            <ListItemDecorator sx={{ minInlineSize: compact ? 0 : undefined }}>
              <MenuIcon itemKey={item.key} />
            </ListItemDecorator>
            {!compact && <ListItemContent>{label}</ListItemContent>}
            {!compact && item.badge !== undefined && (
              <Chip size="sm" color="danger" variant="solid" aria-label={`${item.badge}`}>
                {item.badge}
              </Chip>
            )}
          </ListItemButton>
        );
        return (
          <ListItem key={item.key} data-menu-key={item.key}>
            {compact ? (
              <Tooltip title={label} placement="right">
                {button}
              </Tooltip>
            ) : (
              button
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
