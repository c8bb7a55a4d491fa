import Avatar from '@mui/joy/Avatar';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import { LogOut, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/user';
import { useOpenStore } from '@/components/store/use-open-store';
import { visuallyHidden } from '@/lib/visually-hidden';

/**
 * The uploaded picture (256 px square) drawn whole inside the 32/44 px circle: a bare img
 * keeps its own size and the circle showed a blown-up corner of it.
 */
const pictureStyle = { width: '100%', height: '100%', objectFit: 'cover' } as const;

const initials = (u: User) => `${u.firstName[0] ?? ''}${u.lastName?.trim()[0] ?? ''}`.toUpperCase();

/** The signed-in member's avatar; its menu holds the logout action. */
export function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation(['common', 'store']);
  const store = useOpenStore();
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: Avatar }}
        slotProps={{ root: { variant: 'soft', color: 'primary', size: 'sm', alt: user.fullName } }}
        // Joy's sm avatar is 32 px: 44 px for a finger below the desktop breakpoint.
        sx={{ cursor: 'pointer', width: { xs: 44, lg: 32 }, height: { xs: 44, lg: 32 } }}
      >
        {/* The picture or the initials are for the eye; the name is for assistive
            technology, in text rather than aria-label so the two never disagree. */}
        {user.avatar ? (
          <img src={user.avatar} alt="" style={pictureStyle} />
        ) : (
          <span aria-hidden>{initials(user)}</span>
        )}
        <span style={visuallyHidden}>{t('shell.signedInAs', { name: user.fullName })}</span>
      </MenuButton>
      <Menu placement="bottom-end" size="sm" sx={{ minWidth: 220, zIndex: 1300 }}>
        <MenuItem disabled sx={{ display: 'grid', gap: 0 }}>
          <Typography level="title-sm">{user.fullName}</Typography>
          <Typography level="body-xs">@{user.username}</Typography>
        </MenuItem>
        <ListDivider />
        {store.enabled && (
          <MenuItem onClick={() => store.open({ kind: 'home' })} data-testid="open-store">
            <ShoppingBag size={18} aria-hidden />
            {t('store:openStore')}
          </MenuItem>
        )}
        <MenuItem onClick={onLogout} data-testid="logout">
          <LogOut size={18} aria-hidden />
          {t('actions.logout')}
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
