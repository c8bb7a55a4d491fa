import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { GenealogyMember } from '@/api/genealogy';
import { fullName } from '@contract/names';
import { useVolume } from '@/lib/volume';

/** Binary plans: both legs of the viewed root side by side (totals, carry, members). */
export function LegSummary({ root }: { root: GenealogyMember | undefined }) {
  const { t } = useTranslation();
  const volume = useVolume();
  if (!root) return null;
  const legs = [
    { key: 'left', total: root.totalLeft, carry: root.carryLeft, count: root.leftDownlineCount },
    {
      key: 'right',
      total: root.totalRight,
      carry: root.carryRight,
      count: root.rightDownlineCount,
    },
  ] as const;
  return (
    <Box
      component="section"
      aria-label={t('genealogy.legs.title', { name: fullName(root.firstName, root.lastName) })}
      data-testid="genealogy-legs"
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
    >
      {legs.map((leg) => (
        <Sheet key={leg.key} variant="outlined" sx={{ borderRadius: 'md', px: 1.5, py: 1 }}>
          <Typography level="title-sm">{t(`genealogy.legs.${leg.key}`)}</Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'flex', gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap' }}
          >
            {(
              [
                ['total', volume(leg.total)],
                ['carry', volume(leg.carry)],
                ['members', volume(leg.count)],
              ] as const
            ).map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" level="body-xs" textColor="text.tertiary">
                  {t(`genealogy.legs.${label}`)}
                </Typography>
                <Typography component="dd" level="title-sm" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Sheet>
      ))}
    </Box>
  );
}
