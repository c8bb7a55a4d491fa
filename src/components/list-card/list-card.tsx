import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import Typography from '@mui/joy/Typography';
import type { SxProps } from '@mui/joy/styles/types';
import type { ReactNode } from 'react';

/**
 * A titled card holding a short list, or a line saying there is nothing yet. `flush` lines
 * the rows up with the title instead of indenting them.
 */
export function ListCard<T>({
  title,
  items,
  empty,
  renderItem,
  testId,
  flush = false,
  sx,
}: {
  title: string;
  items: readonly T[];
  empty: string;
  renderItem: (item: T) => ReactNode;
  testId?: string;
  flush?: boolean;
  sx?: SxProps;
}) {
  return (
    <Card variant="outlined" data-testid={testId} sx={sx}>
      <Typography level="title-md" component="h2">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography level="body-sm">{empty}</Typography>
      ) : (
        <List size="sm" sx={flush ? { '--ListItem-paddingX': 0 } : undefined}>
          {items.map(renderItem)}
        </List>
      )}
    </Card>
  );
}
