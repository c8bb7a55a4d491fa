import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/user';
import { getMemberView } from '@/session/member-view';
import { roleIds } from '@contract/constants';
import { ColorModeToggle } from '../providers/color-mode-toggle';
import { AccountMenu } from './account-menu';
import { LanguageSelect } from './language-select';

type Props = {
  user: User;
  title: string;
  onOpenMenu?: () => void;
  onLogout: () => void;
};

// Beside the language, theme and avatar controls a phone has ~150 px for the title: it takes
// a second line, a size smaller, rather than ending in "Preguntas f…" (issue 31 point 20).
const titleSx = {
  flex: 1,
  minWidth: 0,
  fontSize: { xs: 'md', sm: 'lg' },
  lineHeight: 1.2,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * A member's header choice is the account's language (decision 044); an operator's, or an
 * operator's read-only view of a member, changes only this interface.
 */
const keepsLanguage = (user: User) => user.roleId !== roleIds.admin && getMemberView() === null;

/** The header of the member area; on phone and tablet it also opens the full menu. */
export function TopBar({ user, title, onOpenMenu, onLogout }: Props) {
  const { t } = useTranslation('common');
  return (
    <Sheet
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1050,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, md: 3 },
        minHeight: 64,
        bgcolor: 'background.body',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      {onOpenMenu && (
        <IconButton variant="plain" onClick={onOpenMenu} aria-label={t('menu.open')}>
          <MenuIcon size={22} />
        </IconButton>
      )}
      <Typography level="title-lg" component="p" data-testid="top-bar-title" sx={titleSx}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <LanguageSelect user={keepsLanguage(user) ? user : undefined} />
        <ColorModeToggle />
        <AccountMenu user={user} onLogout={onLogout} />
      </Box>
    </Sheet>
  );
}
