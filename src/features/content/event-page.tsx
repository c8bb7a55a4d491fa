import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { CalendarPlus, Clock, MapPin, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getEvent, type CompanyEvent } from '@/api/content';
import { toast } from '@/components/toasts/toast';
import { saveFile } from '@/lib/save-file';
import { ContentDetailPage } from './components/content-detail-page';
import { EventDates } from './components/event-dates';
import { eventToIcs, icsFileName, mapLink } from './lib/event-calendar';

function addToCalendar(event: CompanyEvent, failed: string) {
  try {
    const url = new URL(`/member/event/${event.id}`, window.location.origin);
    const ics = eventToIcs(event, { host: url.host, url: url.href });
    saveFile(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), icsFileName(event.title));
  } catch {
    toast.error(failed);
  }
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /member/event/:id: what, when, where (with a map link) and "add to calendar" as .ics. */
export function EventPage() {
  const { t } = useTranslation('promotion');
  return (
    <ContentDetailPage kind="event" load={getEvent}>
      {(e) => {
        const map = mapLink(e);
        return (
          <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }} data-testid="event-detail">
            {e.imagePreview && (
              <AspectRatio ratio="16/9" sx={{ borderRadius: 'md', overflow: 'hidden' }}>
                <img src={e.imagePreview} alt="" />
              </AspectRatio>
            )}
            <Card variant="outlined" sx={{ gap: 1.25 }}>
              {e.tag && (
                <Box>
                  <Chip size="sm" variant="soft" color="warning">
                    {t(`tags.${e.tag}`, { defaultValue: e.tag })}
                  </Chip>
                </Box>
              )}
              <Typography startDecorator={<Clock size={18} aria-hidden />} level="body-md">
                <span data-testid="event-dates">
                  <EventDates start={e.startDate} end={e.endDate} />
                </span>
              </Typography>
              <Typography level="body-xs" textColor="text.tertiary">
                {t('timeZoneNote', { zone: timeZone })}
              </Typography>
              <Typography
                level="body-md"
                startDecorator={
                  e.online ? <Video size={18} aria-hidden /> : <MapPin size={18} aria-hidden />
                }
              >
                {e.online ? t('onlineEvent') : e.venue}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  startDecorator={<CalendarPlus size={18} aria-hidden />}
                  onClick={() => addToCalendar(e, t('calendarFailed'))}
                  data-testid="add-to-calendar"
                >
                  {t('addToCalendar')}
                </Button>
                {map && (
                  <Button
                    component="a"
                    href={map}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="outlined"
                    startDecorator={<MapPin size={18} aria-hidden />}
                    data-testid="map-link"
                  >
                    {t('openMap')}
                  </Button>
                )}
              </Box>
            </Card>
            {e.about && (
              <Typography level="body-md" sx={{ whiteSpace: 'pre-line' }}>
                {e.about}
              </Typography>
            )}
          </Box>
        );
      }}
    </ContentDetailPage>
  );
}
