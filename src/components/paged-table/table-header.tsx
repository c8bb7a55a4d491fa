import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedColumn, PagedTableSort } from './types';

type HeaderCell = { id: string; columnId: string; content: ReactNode };

type Props<T> = {
  headers: readonly HeaderCell[];
  columnsById: ReadonlyMap<string, PagedColumn<T>>;
  template: string;
  sort?: PagedTableSort;
  /** A narrow table's last column, the rows' details buttons: its name, read aloud only. */
  detailsHeader?: string;
};

export function TableHeader<T>({ headers, columnsById, template, sort, detailsHeader }: Props<T>) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="row"
      sx={{
        display: 'grid',
        gridTemplateColumns: template,
        bgcolor: 'background.level1',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      {headers.map((header) => {
        const column = columnsById.get(header.columnId);
        const end = column?.align === 'end';
        const sortable = Boolean(column?.sortable && sort);
        return (
          <Box
            key={header.id}
            role="columnheader"
            aria-sort={
              sortable && sort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
            }
            sx={{
              px: 1.5,
              py: 1,
              textAlign: end ? 'right' : 'left',
              minWidth: 0,
              '[data-compact] &': { px: 1 },
            }}
          >
            {sortable && sort ? (
              <Button
                size="sm"
                variant="plain"
                color="neutral"
                sx={{ px: 0.5, minHeight: 0, fontWeight: 'lg' }}
                aria-label={t(
                  sort.direction === 'asc' ? 'list.sortedAscending' : 'list.sortedDescending',
                  { column: column?.header },
                )}
                onClick={() => sort.onChange(sort.direction === 'asc' ? 'desc' : 'asc')}
                endDecorator={
                  sort.direction === 'asc' ? <ArrowUp size={14} /> : <ArrowDown size={14} />
                }
              >
                {header.content}
              </Button>
            ) : column?.headerHidden ? (
              <Box component="span" sx={visuallyHiddenSx}>
                {header.content}
              </Box>
            ) : (
              <Typography level="title-sm" noWrap>
                {header.content}
              </Typography>
            )}
          </Box>
        );
      })}
      {detailsHeader && (
        <Box role="columnheader" sx={{ minWidth: 0 }}>
          <Box component="span" sx={visuallyHiddenSx}>
            {detailsHeader}
          </Box>
        </Box>
      )}
    </Box>
  );
}

const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
