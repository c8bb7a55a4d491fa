import Box from '@mui/joy/Box';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Company HTML (articles, learnings), sanitised, in the portal's reading typography. */
export function RichHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      data-testid={testId}
      sx={{
        typography: 'body-md',
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3': { typography: 'title-lg', mt: 2, mb: 1 },
        '& p, & ul, & ol, & blockquote': { my: 1.25 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'sm' },
        '& a': { color: 'primary.plainColor', textDecoration: 'underline' },
        '& blockquote': {
          borderLeft: '4px solid',
          borderColor: 'primary.outlinedBorder',
          pl: 2,
          color: 'text.secondary',
        },
      }}
      // Sanitised just above with DOMPurify: the only place the portal renders HTML.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
