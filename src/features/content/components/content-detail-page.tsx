import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';

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

/**
 * One piece of content opened from its list (/member/…/:id): it loads by the route's id, is
 * titled by the piece once loaded, and links back to the list.
 */
export function ContentDetailPage<T extends { title: string }>({
  queryKey,
  load,
  fallbackTitle,
  back,
  errorText,
  children,
}: {
  queryKey: (id: string) => QueryKey;
  load: (id: string, signal: AbortSignal) => Promise<T>;
  fallbackTitle: string;
  back: { to: string; label: string };
  errorText: string;
  children: (item: T) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: queryKey(id),
    queryFn: ({ signal }) => load(id, signal),
  });
  return (
    <ScreenPage title={query.data?.title ?? fallbackTitle} nav={<BackTo {...back} />}>
      <QueryState query={query} errorText={errorText} height={320}>
        {children}
      </QueryState>
    </ScreenPage>
  );
}
