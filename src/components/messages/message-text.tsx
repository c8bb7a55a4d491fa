import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useMemo } from 'react';
import { linkify } from '@/lib/linkify';

/**
 * A plain-text body as written: line breaks kept, web addresses made clickable (new tab, no
 * referrer), nothing else interpreted. Every part is a text node, so markup shows as text.
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <Typography
      level="body-md"
      data-testid="message-text"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {parts.map((p, i) =>
        p.kind === 'link' ? (
          <Link key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow">
            {p.text}
          </Link>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </Typography>
  );
}
