import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { userStatus } from '@contract/constants';
import { fullName } from '@contract/names';
import type { TreeTableRow } from './tree-features';

/** Each level steps in by this much, up to a cap so deep rows keep room for the name. */
const indentRem = 1.25;
const maxIndentLevels = 8;

export function MemberCell({ row }: { row: TreeTableRow }) {
  const { t } = useTranslation('common');
  if (row.original.kind !== 'member') return null;
  const { member } = row.original;
  const name = fullName(member.firstName, member.lastName);
  const expanded = row.getIsExpanded();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
        pl: `${Math.min(row.depth, maxIndentLevels) * indentRem}rem`,
      }}
    >
      {row.getCanExpand() ? (
        <IconButton
          size="sm"
          variant="plain"
          aria-expanded={expanded}
          aria-label={t(
            expanded ? 'networkTables.tabular.collapse' : 'networkTables.tabular.expand',
            {
              name,
            },
          )}
          onClick={row.getToggleExpandedHandler()}
          data-testid={`expand-${member.username}`}
        >
          {expanded ? <ChevronDown size={18} /> : <ChevronRight size={18} />}
        </IconButton>
      ) : (
        <Box sx={{ width: 32, flexShrink: 0 }} aria-hidden />
      )}
      <Avatar size="sm" src={member.avatar ?? undefined} alt="">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography level="title-sm" noWrap>
          {name}
          {member.status !== userStatus.active && (
            <Chip size="sm" variant="soft" color="neutral" sx={{ ml: 1 }}>
              {t('networkTables.tabular.inactive')}
            </Chip>
          )}
        </Typography>
        <Typography level="body-xs" noWrap>
          @{member.username}
        </Typography>
      </Box>
    </Box>
  );
}
