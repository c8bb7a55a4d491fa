import Chip from '@mui/joy/Chip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ContentSection,
  ContentState,
  DeskEvent,
  DeskLearning,
  DeskStory,
} from '@/api/desk-content';
import { useFormatDateTime } from '@/components/date-text/date-text';
import { RouterLink } from '@/components/form/router-link';
import type { PagedColumn } from '@/components/paged-table/types';
import { visuallyHidden } from '@/lib/visually-hidden';

export type ContentRow = DeskStory | DeskEvent | DeskLearning;

const stateColor = { draft: 'neutral', published: 'success', withdrawn: 'warning' } as const;

export function StateChip({ state }: { state: ContentState }) {
  const { t } = useTranslation('desk-content');
  return (
    <Chip size="sm" variant="soft" color={stateColor[state]}>
      {t(`states.${state}`)}
    </Chip>
  );
}

const typeOf = (section: ContentSection, row: ContentRow) =>
  section === 'stories'
    ? (row as DeskStory).kind
    : section === 'learnings'
      ? (row as DeskLearning).format
      : 'event';

/** A content list's columns; the title opens the item's editor. */
export function useContentColumns(section: ContentSection): PagedColumn<ContentRow>[] {
  const { t } = useTranslation('desk-content');
  const formatDateTime = useFormatDateTime();
  return useMemo(
    () => [
      {
        id: 'title',
        essential: true,
        header: t('columns.title'),
        width: 240,
        value: (r) => r.title,
        cell: (r) => (
          <RouterLink to={`${section}/${r.id}`} data-testid="content-open">
            {r.title}
            <span style={visuallyHidden}> {t('columns.edit')}</span>
          </RouterLink>
        ),
      },
      {
        id: 'type',
        header: t('columns.type'),
        width: 100,
        value: (r) => t(`types.${typeOf(section, r)}`),
      },
      { id: 'language', header: t('columns.language'), width: 90, value: (r) => r.language },
      {
        id: 'status',
        essential: true,
        header: t('columns.state'),
        width: 120,
        value: (r) => r.state,
        cell: (r) => <StateChip state={r.state} />,
      },
      {
        id: 'updated',
        header: t('columns.updated'),
        width: 170,
        value: (r) => r.updatedAt,
        cell: (r) => formatDateTime(r.updatedAt),
      },
    ],
    [t, formatDateTime, section],
  );
}
