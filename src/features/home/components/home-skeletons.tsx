import Skeleton from '@mui/joy/Skeleton';
import { DashboardFigures } from './dashboard-figures';
import { CardGrid, cardColumns } from './figure-grid';

/** A card's place, as high as the card usually is at each width. */
const block = (height: Record<string, number>) => (
  <Skeleton variant="rectangular" sx={{ height, borderRadius: 'md' }} />
);

/**
 * The rank screen while its ranks and the progress towards the next one load: the four
 * figures, the criteria, the progress and the ladder and legs, about as high as the demo's.
 */
export function RankSkeleton() {
  const firstRow = { xs: 151, md: 135, lg: 115 };
  const secondRow = { xs: 135, md: 114, lg: 115 };
  return (
    <>
      <CardGrid columns={{ xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}>
        {block(firstRow)}
        {block(firstRow)}
        {block(secondRow)}
        {block(secondRow)}
      </CardGrid>
      {block({ xs: 555, md: 515, lg: 435 })}
      {block({ xs: 1219, md: 799, lg: 697 })}
      <CardGrid columns={cardColumns.twoFromMd}>
        {block({ xs: 298 })}
        {block({ xs: 220, md: 298 })}
      </CardGrid>
    </>
  );
}

/**
 * The dashboard while its figures load: the six figure cards themselves, then blocks where
 * the package and rank, the cash-flow chart, the recent lists and the content lists will be,
 * in the same grids and about as high as the demo's (issue 31 point 8), so the screen keeps
 * its shape when the data arrives.
 */
export function DashboardSkeleton() {
  return (
    <>
      <DashboardFigures d={undefined} />
      <CardGrid columns={cardColumns.twoFromSm}>
        {block({ xs: 220, sm: 233, lg: 190 })}
        {block({ xs: 210, sm: 233, lg: 190 })}
      </CardGrid>
      {block({ xs: 350, lg: 330 })}
      <CardGrid columns={cardColumns.twoFromMd}>
        {block({ xs: 474, lg: 442 })}
        {block({ xs: 298, md: 474, lg: 442 })}
      </CardGrid>
      <CardGrid columns={cardColumns.threeFromLg}>
        {block({ xs: 422, lg: 393 })}
        {block({ xs: 250, md: 422, lg: 393 })}
        {block({ xs: 508, lg: 393 })}
      </CardGrid>
    </>
  );
}
