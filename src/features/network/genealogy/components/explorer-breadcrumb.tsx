import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import { ArrowUp } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenealogyMember } from '@/api/genealogy';
import { pathToRoot, type GenealogyLayout } from '@workers/genealogy/protocol';
import { touchLinkSx } from '@/lib/touch-target';

/** Crumbs shown around a long path: the root, then the last few above the node. */
const TAIL = 3;

/** The path from the viewed root to the selected member; a crumb flies to that member. */
export function ExplorerBreadcrumb({
  layout,
  target,
  members,
  parentUsername,
  onPick,
  onUp,
  ensureDetails,
}: {
  layout: GenealogyLayout;
  target: number;
  members: ReadonlyMap<number, GenealogyMember>;
  parentUsername: string | null;
  onPick: (index: number) => void;
  onUp: (username: string) => void;
  ensureDetails: (indices: number[]) => void;
}) {
  const { t } = useTranslation();
  const path = useMemo(() => pathToRoot(layout, target < 0 ? 0 : target), [layout, target]);
  const shown = path.length > TAIL + 2 ? [path[0]!, -1, ...path.slice(-TAIL)] : path;
  useEffect(() => ensureDetails(shown.filter((i) => i >= 0)), [shown.join(','), ensureDetails]); // eslint-disable-line react-hooks/exhaustive-deps
  const name = (i: number) => {
    const m = members.get(layout.ids[i]!);
    return m ? m.username : '…';
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
      {parentUsername && (
        <Button
          size="sm"
          variant="plain"
          startDecorator={<ArrowUp size={16} />}
          onClick={() => onUp(parentUsername)}
        >
          {t('genealogy.breadcrumb.up', { username: parentUsername })}
        </Button>
      )}
      <Breadcrumbs
        aria-label={t('genealogy.breadcrumb.label')}
        size="sm"
        sx={{ p: 0, minWidth: 0, flexWrap: 'wrap' }}
      >
        {shown.map((i, n) =>
          i === -1 ? (
            <Typography key="gap" level="body-sm">
              {t('genealogy.breadcrumb.levels', { count: path.length - TAIL - 1 })}
            </Typography>
          ) : n === shown.length - 1 ? (
            <Typography key={i} level="body-sm" aria-current="location" fontWeight="lg">
              {name(i)}
            </Typography>
          ) : (
            <Link
              key={i}
              component="button"
              level="body-sm"
              onClick={() => onPick(i)}
              sx={touchLinkSx}
            >
              {name(i)}
            </Link>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
