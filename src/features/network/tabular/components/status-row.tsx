import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { MemberTreeRow } from '../lib/member-tree';

type Props = {
  row: Exclude<MemberTreeRow, { kind: 'member' }>;
  depth: number;
  onRetry: (parentId: number) => void;
};

/** Stands in for the children of an expanded member while they load or after a failure. */
export function StatusRow({ row, depth, onRetry }: Props) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="gridcell"
      aria-live="polite"
      sx={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        pl: `calc(${Math.min(depth, 8) * 1.25}rem + 3.25rem)`,
      }}
    >
      {row.kind === 'loading' ? (
        <>
          <CircularProgress aria-hidden size="sm" />
          <Typography level="body-sm">{t('networkTables.tabular.childrenLoading')}</Typography>
        </>
      ) : (
        <>
          <Typography
            level="body-sm"
            color="danger"
            noWrap
            title={row.message}
            sx={{ minWidth: 0 }}
          >
            {t('networkTables.tabular.childrenError')}
          </Typography>
          <Button size="sm" variant="soft" color="danger" onClick={() => onRetry(row.parentId)}>
            {t('actions.retry')}
          </Button>
        </>
      )}
    </Box>
  );
}
