import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { prettyJson } from '../lib/json-diff';

/**
 * One side of an entry's change, as indented JSON. Long values scroll inside the pane, which
 * takes focus so a keyboard can scroll it too; lines wrap rather than widen a phone's screen.
 */
export function JsonPane({
  title,
  value,
  testId,
}: {
  title: string;
  value: unknown;
  testId: string;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, alignContent: 'start' }}>
      <Typography id={id} level="title-sm" component="h3">
        {title}
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        data-testid={testId}
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: '50vh',
          overflow: 'auto',
          borderRadius: 'sm',
          bgcolor: 'background.level1',
          color: 'text.primary',
          fontFamily: 'code',
          fontSize: 'sm',
          lineHeight: 1.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' },
        }}
      >
        {prettyJson(value)}
      </Box>
    </Box>
  );
}
