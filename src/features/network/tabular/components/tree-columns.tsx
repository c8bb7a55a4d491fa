import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { DateText } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import type { ResponsiveFlags } from '@/lib/breakpoints';
import type { MemberTreeRow } from '../lib/member-tree';
import { MemberCell } from './member-cell';
import type { treeFeatures } from './tree-features';

const helper = createColumnHelper<typeof treeFeatures, MemberTreeRow>();

/** Grid track of each column: the member column takes what the figures leave. */
export const columnTracks: Record<string, string> = {
  member: 'minmax(0, 1fr)',
  level: '4.5rem',
  children: '6rem',
  downlines: '7rem',
  joined: '8rem',
  earnings: '9rem',
};

const memberOf = (row: MemberTreeRow) => (row.kind === 'member' ? row.member : null);

/** `numeric` formats counts in the interface language (volumeFormat). */
export function treeColumns(t: TFunction, numeric: (n: number) => string) {
  return helper.columns([
    helper.display({
      id: 'member',
      header: () => t('networkTables.columns.member'),
      cell: ({ row }) => <MemberCell row={row} />,
    }),
    helper.display({
      id: 'level',
      header: () => t('networkTables.columns.level'),
      // Depth in the table is the level below the viewer: the front line is level 1.
      cell: ({ row }) => numeric(row.depth + 1),
    }),
    helper.display({
      id: 'children',
      header: () => t('networkTables.columns.children'),
      cell: ({ row }) => numeric(memberOf(row.original)?.children ?? 0),
    }),
    helper.display({
      id: 'downlines',
      header: () => t('networkTables.columns.downlines'),
      cell: ({ row }) => numeric(memberOf(row.original)?.downlinesCount ?? 0),
    }),
    helper.display({
      id: 'joined',
      header: () => t('networkTables.columns.joined'),
      cell: ({ row }) => <DateText value={memberOf(row.original)?.createdAt} />,
    }),
    helper.display({
      id: 'earnings',
      header: () => t('networkTables.columns.earnings'),
      cell: ({ row }) => <MoneyText amount={memberOf(row.original)?.totalEarnings} />,
    }),
  ]);
}

/** Phones keep the member and the level; tablets drop only the joining date. */
export function visibleColumns(flags: ResponsiveFlags): Record<string, boolean> {
  return {
    member: true,
    level: true,
    children: !flags.isMobile,
    downlines: !flags.isMobile,
    joined: flags.isDesktop,
    earnings: !flags.isMobile,
  };
}
