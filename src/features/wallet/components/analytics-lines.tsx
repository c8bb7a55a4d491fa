import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { EarningLine } from '@/api/earnings-analytics';
import { EarningStateChip } from '@/components/earning-explanation/earning-state-chip';
import { WhyThisAmount } from '@/components/earning-explanation/why-this-amount';
import { useFormatDate } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import { EmptyBody, PagingFooter } from '@/components/paged-table/paging-footer';
import type { PagedList } from '@/components/paged-table/use-paged-list';
import type { Drill } from '../lib/earnings-analytics';
import { useKeyLabel } from './use-key-label';

/** A chosen filter, named for the member, and how to drop it. */
export type DrillChip = { field: keyof Drill; label: string };

type Props = {
  list: PagedList<EarningLine, unknown>;
  chips: readonly DrillChip[];
  labels: Record<string, string>;
  onRemove: (field: keyof Drill) => void;
  onClear: () => void;
  ref?: Ref<HTMLDivElement>;
};

function LineItem({ line, labels }: { line: EarningLine; labels: Record<string, string> }) {
  const keyLabel = useKeyLabel(labels);
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const facts = [
    formatDate(line.dateCreated),
    line.level === null ? null : t('analytics.levelN', { level: line.level }),
    line.leg === null ? null : t(`analytics.legs.${line.leg}`),
    line.fromUser === null ? null : t('analytics.fromUser', { name: line.fromUser }),
    line.rankName,
  ].filter((f): f is string => f !== null);
  return (
    <ListItem
      data-testid="earning-line"
      data-earning-id={line.id}
      sx={{ flexWrap: 'wrap', gap: 1, py: 1, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography level="title-sm">{keyLabel(line.type)}</Typography>
        <Typography level="body-xs" textColor="text.tertiary">
          {facts.join(' · ')}
        </Typography>
      </Box>
      <EarningStateChip state={line.state} />
      <Typography level="title-sm" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <MoneyText amount={line.amount} />
      </Typography>
      <WhyThisAmount earningId={line.id} />
    </ListItem>
  );
}

/** The earnings behind the chosen figure, newest first, a page at a time. */
export function AnalyticsLines({ list, chips, labels, onRemove, onClear, ref }: Props) {
  const { t } = useTranslation('wallet');
  const lines = [...list.rows];
  return (
    <Card variant="outlined" sx={{ minWidth: 0, gap: 1 }} data-testid="earning-lines" ref={ref}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography level="title-md" component="h2" id="earning-lines-title" sx={{ mr: 'auto' }}>
          {t('analytics.lines.title')}
        </Typography>
        <Button size="sm" variant="plain" onClick={onClear}>
          {t('analytics.lines.clear')}
        </Button>
      </Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        data-testid="earning-lines-filters"
      >
        {chips.map((c) => (
          <Chip
            key={c.field}
            variant="soft"
            color="primary"
            endDecorator={
              <ChipDelete
                aria-label={t('analytics.lines.remove', { name: c.label })}
                onDelete={() => onRemove(c.field)}
              />
            }
          >
            {c.label}
          </Chip>
        ))}
      </Box>
      {lines.length === 0 ? (
        <EmptyBody
          status={list.status}
          onRetry={list.retry}
          emptyText={t('analytics.lines.empty')}
          skeletonRows={4}
        />
      ) : (
        <List
          aria-labelledby="earning-lines-title"
          sx={{
            '--ListItem-paddingX': 0,
            '& > li + li': { borderTop: '1px solid', borderColor: 'divider' },
          }}
        >
          {lines.map((line) => (
            <LineItem key={line.id} line={line} labels={labels} />
          ))}
        </List>
      )}
      <PagingFooter status={list.status} onRetry={list.retry} onLoadMore={list.loadMore} />
    </Card>
  );
}
