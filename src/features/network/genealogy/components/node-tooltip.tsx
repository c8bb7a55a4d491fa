import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { GenealogyMember } from '@/api/genealogy';
import { fullName } from '@contract/names';
import { useVolume } from '@/lib/volume';

/** Hover (mouse) tooltip beside the pointer: who the node is, at a glance. */
export function NodeTooltip({
  member,
  freeSlot,
  x,
  y,
  boxWidth,
}: {
  member: GenealogyMember | undefined;
  freeSlot: boolean;
  x: number;
  y: number;
  boxWidth: number;
}) {
  const { t } = useTranslation();
  const volume = useVolume();
  if (!member && !freeSlot) return null;
  // Flip to the left half when the pointer is near the right edge.
  const left = x + 14 + 220 > boxWidth ? Math.max(x - 14 - 220, 4) : x + 14;
  return (
    <Sheet
      role="tooltip"
      variant="outlined"
      data-testid="genealogy-tooltip"
      sx={{
        position: 'absolute',
        left,
        top: y + 14,
        width: 220,
        p: 1,
        borderRadius: 'sm',
        boxShadow: 'md',
        pointerEvents: 'none',
        zIndex: 2,
      }}
    >
      {member ? (
        <>
          <Typography level="title-sm">{fullName(member.firstName, member.lastName)}</Typography>
          <Typography level="body-xs">@{member.username}</Typography>
          <Typography level="body-xs">
            {member.rankName ?? '—'} · {t('genealogy.fields.pv')} {volume(member.pv)}
          </Typography>
        </>
      ) : (
        <Typography level="body-sm">{t('genealogy.freeSlotHint')}</Typography>
      )}
    </Sheet>
  );
}
