import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button, { type ButtonProps } from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { ChevronsDownUp, ChevronsUpDown, Crosshair, GitFork } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenealogyMember } from '@/api/genealogy';
import { DateText } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import { fullName } from '@contract/names';
import { useVolume } from '@/lib/volume';
import { userStatus } from '@contract/constants';

export interface NodeActions {
  hiddenChildren: number;
  hasLoadedChildren: boolean;
  isRoot: boolean;
  busy: boolean;
  onExpand(): void;
  onCollapse(): void;
  onViewFrom(): void;
  onZoomTo(): void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" level="body-sm" textColor="text.tertiary">
        {label}
      </Typography>
      <Typography component="dd" level="body-sm" sx={{ m: 0, textAlign: 'end', fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A small action under the details, its icon before the words. */
function Action({ icon, ...button }: { icon: ReactNode } & ButtonProps) {
  return <Button size="sm" startDecorator={icon} {...button} />;
}

/** Spec §3 flat-node fields of one member, with the expand / collapse / re-root actions. */
export function NodeDetails({
  member,
  binary,
  actions,
  viewerLeg = null,
}: {
  member: GenealogyMember | undefined;
  binary: boolean;
  actions: NodeActions;
  /**
   * The leg of the viewing member (the view's root) this member is in; `name` null when the
   * viewer is the signed-in member. Null for the root itself and outside binary plans.
   */
  viewerLeg?: { leg: 'L' | 'R'; name: string | null } | null;
}) {
  const { t } = useTranslation();
  const volume = useVolume();
  if (!member) return <Skeleton variant="rectangular" height={320} sx={{ borderRadius: 'md' }} />;
  const f = (key: string) => t(`genealogy.fields.${key}`);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="genealogy-details">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar src={member.avatar ?? undefined} size="lg">
          {member.firstName.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-lg" sx={{ overflowWrap: 'anywhere' }}>
            {fullName(member.firstName, member.lastName)}
          </Typography>
          <Typography level="body-sm" textColor="text.tertiary">
            @{member.username}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="sm"
          color={member.status === userStatus.active ? 'success' : 'neutral'}
          variant="soft"
        >
          {t(
            member.status === userStatus.active
              ? 'genealogy.status.active'
              : 'genealogy.status.inactive',
          )}
        </Chip>
        {member.rankName && (
          <Chip size="sm" color="primary" variant="soft">
            {member.rankName}
          </Chip>
        )}
        {binary && viewerLeg && (
          <Chip size="sm" color="primary" variant="outlined" data-testid="viewer-leg">
            {viewerLeg.name === null
              ? t(
                  viewerLeg.leg === 'L'
                    ? 'genealogy.legs.inYourLeft'
                    : 'genealogy.legs.inYourRight',
                )
              : t(viewerLeg.leg === 'L' ? 'genealogy.legs.inLeftOf' : 'genealogy.legs.inRightOf', {
                  name: viewerLeg.name,
                })}
          </Chip>
        )}
        {binary && member.position && (
          <Chip size="sm" variant="outlined" data-testid="placement-side">
            {t(
              member.position === 'L' ? 'genealogy.legs.placedLeft' : 'genealogy.legs.placedRight',
            )}
          </Chip>
        )}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.75, m: 0 }}
      >
        <Field label={f('pv')}>{volume(member.pv)}</Field>
        <Field label={f('tv')}>{volume(member.tv)}</Field>
        <Field label={f('cv')}>{volume(member.cv)}</Field>
        {binary && (
          <>
            <Field label={f('totalLeft')}>{volume(member.totalLeft)}</Field>
            <Field label={f('totalRight')}>{volume(member.totalRight)}</Field>
            <Field label={f('carryLeft')}>{volume(member.carryLeft)}</Field>
            <Field label={f('carryRight')}>{volume(member.carryRight)}</Field>
            <Field label={f('leftCount')}>{volume(member.leftDownlineCount)}</Field>
            <Field label={f('rightCount')}>{volume(member.rightDownlineCount)}</Field>
          </>
        )}
        <Field label={f('downlines')}>{volume(member.downlinesCount)}</Field>
        <Field label={f('children')}>{volume(member.childCount)}</Field>
        <Field label={f('rank')}>{member.rankName ?? '—'}</Field>
        <Field label={f('package')}>{member.packageName ?? '—'}</Field>
        <Field label={f('earnings')}>
          <MoneyText amount={member.totalEarnings} />
        </Field>
        <Field label={f('joined')}>
          <DateText value={member.createdAt} />
        </Field>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {actions.hiddenChildren > 0 && (
          <Action
            icon={<ChevronsUpDown size={16} />}
            loading={actions.busy}
            onClick={actions.onExpand}
          >
            {t('genealogy.details.expand', { count: actions.hiddenChildren })}
          </Action>
        )}
        {actions.hasLoadedChildren && !actions.isRoot && (
          <Action
            icon={<ChevronsDownUp size={16} />}
            variant="outlined"
            disabled={actions.busy}
            onClick={actions.onCollapse}
          >
            {t('genealogy.details.collapse')}
          </Action>
        )}
        <Action icon={<Crosshair size={16} />} variant="outlined" onClick={actions.onZoomTo}>
          {t('genealogy.details.zoomTo')}
        </Action>
        {!actions.isRoot && (
          <Action icon={<GitFork size={16} />} variant="plain" onClick={actions.onViewFrom}>
            {t('genealogy.details.viewFrom')}
          </Action>
        )}
      </Box>
    </Box>
  );
}
