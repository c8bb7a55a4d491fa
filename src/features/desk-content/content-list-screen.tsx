import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contentStates } from '@contract/desk-content';
import {
  deskContentKeys,
  getEventPage,
  getLearningPage,
  getStoryPage,
  type ContentFilters,
  type ContentSection,
} from '@/api/desk-content';
import { isApiError } from '@/api/http';
import { SelectField } from '@/components/form/select-field';
import { PagedTable } from '@/components/paged-table/paged-table';
import { usePagedList, type PagedResponse } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { useContentColumns, type ContentRow } from './components/content-columns';
import { contentSections, readContentView, sectionPatch } from './lib/content-filters';

const pageOf = (section: ContentSection) =>
  section === 'stories' ? getStoryPage : section === 'events' ? getEventPage : getLearningPage;

/** /admin/content: stories, events and learnings in every state, with filters in the URL. */
export function ContentListScreen() {
  const { t } = useTranslation('desk-content');
  const [params, update] = useUrlParams();
  const { section, filters } = useMemo(() => readContentView(params), [params]);
  const list = usePagedList<PagedResponse<ContentRow>>({
    queryKey: deskContentKeys.list(section, filters),
    fetchPage: (cursor, signal): Promise<PagedResponse<ContentRow>> =>
      pageOf(section)(filters, cursor, signal),
  });
  const columns = useContentColumns(section);
  const setFilter = (name: keyof ContentFilters) => (value: string) =>
    update({ [name]: value || null });
  const any = (label: string) => [{ value: '', label }];

  return (
    <ScreenPage title={t('title')} subtitle={t('subtitle')}>
      <Tabs
        value={section}
        onChange={(_, value) => update(sectionPatch(value as ContentSection))}
        aria-label={t('title')}
      >
        <TabList>
          {contentSections.map((s) => (
            <Tab key={s} value={s} data-testid={`content-tab-${s}`}>
              {t(`sections.${s}`)}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <SelectField
          name="state"
          label={t('filters.state')}
          value={filters.state}
          onChange={setFilter('state')}
          options={[
            ...any(t('filters.any')),
            ...contentStates.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
        <SelectField
          name="language"
          label={t('filters.language')}
          value={filters.language}
          onChange={setFilter('language')}
          options={[
            ...any(t('filters.any')),
            { value: 'en', label: 'English' },
            { value: 'es', label: 'Español' },
          ]}
        />
        {section === 'stories' && (
          <SelectField
            name="kind"
            label={t('filters.kind')}
            value={filters.kind}
            onChange={setFilter('kind')}
            options={[
              ...any(t('filters.any')),
              { value: 'article', label: t('types.article') },
              { value: 'video', label: t('types.video') },
            ]}
          />
        )}
      </Box>
      {isApiError(list.error) && list.error.kind === 'validation' ? (
        <Alert color="warning" variant="soft">
          {t('refused')}
        </Alert>
      ) : (
        <PagedTable
          list={list}
          columns={columns}
          getRowId={(r) => String(r.id)}
          label={t(`sections.${section}`)}
          emptyText={t('empty')}
          testId="content-list"
          rowHeight={48}
          toolbar={
            <Button
              component={Link}
              to={`${section}/new`}
              size="sm"
              startDecorator={<Plus size={16} aria-hidden />}
              data-testid="content-new"
              sx={{ ml: 'auto', minHeight: 40 }}
            >
              {t(`new.${section}`)}
            </Button>
          }
        />
      )}
    </ScreenPage>
  );
}
