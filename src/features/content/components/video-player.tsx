import Card from '@mui/joy/Card';
import { useTranslation } from 'react-i18next';
import type { Caption } from '@/api/content';

const trackLabels: Record<string, string> = { en: 'English', es: 'Español' };

/**
 * A company video from the server's own media, with its caption tracks; the track in the
 * interface language is on by default.
 */
export function VideoPlayer({
  src,
  poster,
  captions,
  title,
  testId,
  onPlay,
  onEnded,
}: {
  src: string;
  poster: string | null;
  captions: Caption[];
  title: string;
  testId: string;
  onPlay?: () => void;
  onEnded?: () => void;
}) {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  return (
    <Card variant="outlined" sx={{ p: 1 }}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the tracks are the server's caption list, mapped below */}
      <video
        controls
        preload="metadata"
        poster={poster ?? undefined}
        aria-label={title}
        style={{ width: '100%', borderRadius: 8, background: '#000', aspectRatio: '16 / 9' }}
        data-testid={testId}
        onPlay={onPlay}
        onEnded={onEnded}
      >
        <source src={src} type="video/webm" />
        {captions.map((c) => (
          <track
            key={c.language}
            kind="captions"
            src={c.url}
            srcLang={c.language}
            label={trackLabels[c.language] ?? c.language}
            default={c.language === lang}
          />
        ))}
      </video>
    </Card>
  );
}
