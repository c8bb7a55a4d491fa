import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { PackageItem } from '@/api/home-standing';
import { MoneyText } from '@/components/money/money-text';
import { formatVolume } from '../lib/volume';

type Props = { packages: PackageItem[]; currentId: number | null; nextId: number | null };

/** Every package on offer, the member's own and the upgrade target marked. */
export function PackageList({ packages, currentId, nextId }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const sorted = [...packages].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <Box
      component="ul"
      data-testid="package-list"
      sx={{
        display: 'grid',
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {sorted.map((p) => {
        const current = p.id === currentId;
        return (
          <Card
            key={p.id}
            component="li"
            variant={current ? 'soft' : 'outlined'}
            color={current ? 'primary' : 'neutral'}
            data-testid={`package-${p.id}`}
            aria-current={current ? 'true' : undefined}
            sx={{ gap: 0.75, minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography level="title-lg" component="h3">
                {p.name}
              </Typography>
              {current && (
                <Chip size="sm" color="primary" variant="solid">
                  {t('packages.yours')}
                </Chip>
              )}
              {p.id === nextId && (
                <Chip size="sm" color="success" variant="soft">
                  {t('packages.nextUp')}
                </Chip>
              )}
            </Box>
            <Typography level="h4" component="p">
              <MoneyText amount={p.price} />
            </Typography>
            <Typography level="body-sm">
              {t('bvValue', { bv: formatVolume(p.bv, i18n.resolvedLanguage) })}
            </Typography>
            {p.description && <Typography level="body-xs">{p.description}</Typography>}
            <Typography level="body-xs" textColor="text.tertiary">
              {t('packages.rates', {
                direct: formatVolume(p.directBonus, i18n.resolvedLanguage),
                roi: formatVolume(p.roiBonus, i18n.resolvedLanguage),
              })}
              {p.maxLevels !== null && ` · ${t('packages.levels', { count: p.maxLevels })}`}
              {p.expiry !== null && ` · ${t('packages.validity', { count: p.expiry })}`}
            </Typography>
          </Card>
        );
      })}
    </Box>
  );
}
