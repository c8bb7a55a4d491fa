import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type {
  LegVolume,
  ProgressMember,
  UnlicensedLeg,
  UnlicensedMember,
} from '@/api/rank-progress';
import { RouterLink } from '@/components/form/router-link';
import { genealogyHref, legSide, memberName } from '../lib/rank-closers';
import { formatVolume } from '../lib/volume';

const listSx = { '--ListItem-paddingX': 0, '--ListItem-minHeight': '2.25rem' } as const;

/** A downline member as a link to the genealogy focused on them, with level and state. */
function MemberLine({ m }: { m: ProgressMember | UnlicensedMember }) {
  const { t } = useTranslation('dashboard');
  return (
    <ListItem data-testid="rank-progress-closer" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
      <RouterLink to={genealogyHref(m.id)} level="body-sm" sx={{ fontWeight: 'md' }}>
        {memberName(m)}
      </RouterLink>
      <Typography level="body-xs">
        {t('rankProgress.memberMeta', { username: m.username, level: m.level })}
        {'reason' in m && ` · ${t(`rankProgress.reason.${m.reason}`)}`}
      </Typography>
    </ListItem>
  );
}

export function MemberList({ members }: { members: (ProgressMember | UnlicensedMember)[] }) {
  return (
    <List size="sm" sx={listSx}>
      {members.map((m) => (
        <MemberLine key={m.id} m={m} />
      ))}
    </List>
  );
}

const Lead = ({ children }: { children: string }) => (
  <Typography level="body-sm" sx={{ mt: 0.5 }}>
    {children}
  </Typography>
);

/** Each leg with no licensed member: its top, and the members whose package would count it. */
export function UnlicensedLegs({ legs }: { legs: UnlicensedLeg[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {legs.map((leg) => (
        <Box
          key={leg.top?.id ?? `empty-${leg.position}`}
          data-testid="rank-progress-leg"
          sx={{ borderLeft: '3px solid', borderColor: 'warning.300', pl: 1.25 }}
        >
          <Typography level="title-sm" component="h4">
            {t(`rankProgress.leg.${legSide(leg.position)}`)}
            {leg.top && ` · ${memberName(leg.top)}`}
          </Typography>
          {leg.top ? (
            <>
              <Lead>{t('rankProgress.legAny')}</Lead>
              <MemberList members={leg.members} />
            </>
          ) : (
            <Lead>{t('rankProgress.legEmpty')}</Lead>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The volume of each leg so far, the weaker one marked. */
export function LegVolumes({ legs }: { legs: LegVolume[] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <>
      <Lead>{t('rankProgress.volumeByLeg')}</Lead>
      <List size="sm" sx={listSx}>
        {legs.map((leg) => (
          <ListItem
            key={leg.top?.id ?? `empty-${leg.position}`}
            sx={{ flexWrap: 'wrap', columnGap: 1 }}
          >
            <Typography level="body-sm">
              {t(`rankProgress.leg.${legSide(leg.position)}`)}
              {leg.top && ' · '}
            </Typography>
            {leg.top && (
              <RouterLink to={genealogyHref(leg.top.id)} level="body-sm">
                {memberName(leg.top)}
              </RouterLink>
            )}
            <Typography level="body-sm" sx={{ fontWeight: 'lg' }}>
              {formatVolume(leg.volume, i18n.resolvedLanguage)}
            </Typography>
            {leg.weaker && (
              <Chip size="sm" variant="soft" color="warning">
                {t('rankProgress.weaker')}
              </Chip>
            )}
          </ListItem>
        ))}
      </List>
    </>
  );
}

export { Lead };
