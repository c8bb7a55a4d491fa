import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { CalendarDays, FileText, GraduationCap, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleItem, EventItem } from '@/api/home';
import { DateText } from '@/components/date-text/date-text';
import { ListCard } from '@/components/list-card/list-card';
import { touchLinkSx } from '@/lib/touch-target';

type Kind = 'article' | 'video' | 'learning';

const icons: Record<Kind, ReactNode> = {
  article: <FileText size={18} aria-hidden />,
  video: <PlayCircle size={18} aria-hidden />,
  learning: <GraduationCap size={18} aria-hidden />,
};

// Articles and videos open their story detail page; learnings have no detail route (§2).
const hrefOf = (kind: Kind, id: number) =>
  kind === 'learning' ? '/member/learnings' : `/member/story/${kind}/${id}`;

type ContentProps = {
  title: string;
  items: ArticleItem[];
  kind: Kind;
  empty: string;
  testId: string;
};

/** Recent articles, videos or learnings: title, summary and when it was last updated. */
export function ContentList({ title, items, kind, empty, testId }: ContentProps) {
  return (
    <ListCard
      title={title}
      items={items}
      empty={empty}
      testId={testId}
      flush
      sx={{ minWidth: 0 }}
      renderItem={(item) => (
        <ListItem key={item.id} sx={{ alignItems: 'flex-start' }}>
          <ListItemDecorator sx={{ color: 'primary.500', mt: 0.25 }}>
            {icons[kind]}
          </ListItemDecorator>
          <ListItemContent sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={hrefOf(kind, item.id)}
              level="title-sm"
              overlay={false}
              sx={touchLinkSx}
            >
              {item.title}
            </Link>
            {item.description && <Typography level="body-xs">{item.description}</Typography>}
            <Typography level="body-xs" textColor="text.tertiary">
              <DateText value={item.updatedAt} />
            </Typography>
          </ListItemContent>
        </ListItem>
      )}
    />
  );
}

/** Upcoming events (spec §3 Event): title, tag, venue and the days it runs. */
export function EventList({ items }: { items: EventItem[] }) {
  const { t } = useTranslation('promotion');
  return (
    <ListCard
      title={t('events')}
      items={items}
      empty={t('noEvents')}
      testId="events"
      flush
      sx={{ minWidth: 0 }}
      renderItem={(event) => (
        <ListItem key={event.id} sx={{ alignItems: 'flex-start' }}>
          <ListItemDecorator sx={{ color: 'warning.500', mt: 0.25 }}>
            <CalendarDays size={18} aria-hidden />
          </ListItemDecorator>
          <ListItemContent sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/member/event/${event.id}`}
              level="title-sm"
              sx={touchLinkSx}
            >
              {event.title}
            </Link>
            {event.tag && (
              <Chip size="sm" variant="soft" sx={{ ml: 1 }}>
                {t(`tags.${event.tag}`, { defaultValue: event.tag })}
              </Chip>
            )}
            <Typography level="body-xs">
              <DateText value={event.startDate} withTime />
              {event.endDate && (
                <>
                  {' – '}
                  <DateText value={event.endDate} withTime />
                </>
              )}
            </Typography>
            {event.venue && (
              <Typography level="body-xs" textColor="text.tertiary">
                {t('venue')}: {event.venue}
              </Typography>
            )}
          </ListItemContent>
        </ListItem>
      )}
    />
  );
}
