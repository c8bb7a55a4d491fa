import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EdgeFades, useScrollEdges, useScrollOpenIntoView } from './scroll-edges';

/**
 * Sub-pages as link tabs (Articles | Videos, Upcoming | Past). A strip wider than the screen
 * scrolls sideways with whole labels, and fades with a chevron show on the side where more
 * tabs lie (issue 18).
 */
export function TabNav<K extends string>({
  current,
  tabs,
  label,
}: {
  current: K;
  tabs: readonly { key: K; to: string; label: string }[];
  label: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  useScrollOpenIntoView(listRef, '[aria-selected="true"]', current);
  const edges = useScrollEdges(listRef);
  return (
    <Tabs
      value={current}
      sx={{ bgcolor: 'transparent', minWidth: 0, position: 'relative' }}
      aria-label={label}
      data-testid="tab-strip"
    >
      <TabList
        ref={listRef}
        disableUnderline
        sx={{
          overflowX: 'auto',
          scrollbarWidth: 'none',
          gap: 0.5,
          '& > a': { flex: 'none', borderRadius: 'md', whiteSpace: 'nowrap' },
        }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            component={Link}
            to={tab.to}
            variant={tab.key === current ? 'soft' : 'plain'}
            color={tab.key === current ? 'primary' : 'neutral'}
            indicatorInset
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <EdgeFades edges={edges} />
    </Tabs>
  );
}

/**
 * The sub-pages of a member area (/member/<area>/<page>) as link tabs; the open tab is the
 * page the address ends with, else the first.
 */
export function SubPageTabs<K extends string>({
  area,
  pages,
  label,
  labelOf,
}: {
  area: string;
  pages: readonly [K, ...K[]];
  label: string;
  labelOf: (page: K) => string;
}) {
  const { pathname } = useLocation();
  const current = pages.find((p) => pathname.endsWith(`/${area}/${p}`)) ?? pages[0];
  return (
    <TabNav
      current={current}
      label={label}
      tabs={pages.map((p) => ({ key: p, to: `/member/${area}/${p}`, label: labelOf(p) }))}
    />
  );
}
