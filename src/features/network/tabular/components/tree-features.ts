import {
  columnVisibilityFeature,
  createExpandedRowModel,
  rowExpandingFeature,
  tableFeatures,
  type Row,
} from '@tanstack/react-table';
import type { MemberTreeRow } from '../lib/member-tree';

/** The table features of the tree table: the columns and the cells are typed by them. */
export const treeFeatures = tableFeatures({
  rowExpandingFeature,
  columnVisibilityFeature,
  expandedRowModel: createExpandedRowModel(),
});

/** One row of the tree table as its cells receive it. */
export type TreeTableRow = Row<typeof treeFeatures, MemberTreeRow>;
