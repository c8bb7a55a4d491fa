import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getEvents, type EventPeriod } from '@/api/content';
import { VirtualList } from '@/components/messages/virtual-list';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { contentKeys } from './api/queries';
import { EventDates } from './components/event-dates';
import { MediaRow, mediaRowHeight } from './components/media-row';
import { TabNav } from '@/components/tab-nav/tab-nav';

/** /member/events: upcoming events soonest first, or past ones (`?period=past`) latest first. */
export function EventsPage() {
  const { t } = useTranslation('promotion');
  const [params] = useSearchParams();
  const period: EventPeriod = params.get('period') === 'past' ? 'past' : 'upcoming';
  const list = usePagedList({
    queryKey: contentKeys.events(period),
    fetchPage: (cursor, signal) => getEvents(period, cursor, signal),
  });
  return (
    <ScreenPage
      title={t('events')}
      subtitle={t('eventsSubtitle')}
      nav={
        <TabNav
          current={period}
          label={t('events')}
          tabs={[
            { key: 'upcoming', to: '/member/events', label: t('upcoming') },
            { key: 'past', to: '/member/events?period=past', label: t('past') },
          ]}
        />
      }
    >
      <VirtualList
        testId="event-list"
        label={period === 'past' ? t('past') : t('upcoming')}
        list={list}
        rowHeight={mediaRowHeight}
        getKey={(e) => String(e.id)}
        emptyText={period === 'past' ? t('noPastEvents') : t('noEvents')}
        renderRow={(e) => (
          <MediaRow
            testId="event-row"
            to={`/member/event/${e.id}`}
            image={e.imagePreview}
            title={e.title}
          >
            <Typography level="body-sm" noWrap>
              <EventDates start={e.startDate} end={e.endDate} />
            </Typography>
            <Typography level="body-xs" textColor="text.tertiary" noWrap>
              {e.tag && (
                <Chip size="sm" variant="soft" sx={{ mr: 1 }}>
                  {t(`tags.${e.tag}`, { defaultValue: e.tag })}
                </Chip>
              )}
              {e.online ? t('online') : e.venue}
            </Typography>
          </MediaRow>
        )}
      />
    </ScreenPage>
  );
}
