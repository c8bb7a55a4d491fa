import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { contentKeys } from '../api/queries';

function BackTo({ to, label }: { to: string; label: string }) {
  return (
    <Box>
      <Button
        component={Link}
        to={to}
        variant="plain"
        size="sm"
        startDecorator={<ArrowLeft size={16} aria-hidden />}
      >
        {label}
      </Button>
    </Box>
  );
}

/** Each kind of piece: the list it is opened from, and that list's name. */
const kinds = {
  article: { list: '/member/story/article', listLabel: 'allArticles' },
  video: { list: '/member/story/video', listLabel: 'allVideos' },
  event: { list: '/member/events', listLabel: 'allEvents' },
} as const;

/**
 * One piece of content opened from its list (/member/…/:id): it loads by the route's id, is
 * titled by the piece once loaded (the kind's name until then), and links back to the list.
 */
export function ContentDetailPage<T extends { title: string }>({
  kind,
  load,
  children,
}: {
  kind: keyof typeof kinds;
  load: (id: string, signal: AbortSignal) => Promise<T>;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('promotion');
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: contentKeys[kind](id),
    queryFn: ({ signal }) => load(id, signal),
  });
  const { list, listLabel } = kinds[kind];
  return (
    <ScreenPage
      title={query.data?.title ?? t(kind)}
      nav={<BackTo to={list} label={t(listLabel)} />}
    >
      <QueryState query={query} errorText={t(`${kind}LoadError`)} height={320}>
        {children}
      </QueryState>
    </ScreenPage>
  );
}
