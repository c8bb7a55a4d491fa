import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AddMemberButton } from '@/components/member-pages/add-member-button';
import type { MemberPage, MemberPageProps } from '@/components/member-pages/member-pages';
import {
  EdgeFades,
  useScrollEdges,
  useScrollOpenIntoView,
} from '@/components/tab-nav/scroll-edges';
import { ToolbarRow } from '@/components/toolbar-row/toolbar-row';

const pages = [
  { path: '/member/network/genealogy', key: 'networkTables.nav.genealogy' },
  { path: '/member/network/tabular', key: 'networkTables.nav.tabular' },
  { path: '/member/network/downline', key: 'networkTables.nav.downline' },
  { path: '/member/downlines', key: 'networkTables.nav.downlines' },
  { path: '/member/pv-history', key: 'networkTables.nav.pvHistory' },
] as const;

/**
 * The views of the network and its two reports, the current one marked for screen readers
 * too, with the way to add a member to the team beside them.
 */
export function NetworkNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const groupRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(groupRef);
  useScrollOpenIntoView(groupRef, '[aria-current="page"]', pathname);
  return (
    <ToolbarRow>
      {/* Scrolls sideways rather than widening the page when the labels outgrow a phone, with
          a cue on the side where more views lie. */}
      <Box sx={{ position: 'relative', maxWidth: '100%', minWidth: 0 }} data-testid="network-strip">
        <ButtonGroup
          ref={groupRef}
          component="nav"
          aria-label={t('networkTables.nav.label')}
          size="sm"
          sx={{
            maxWidth: '100%',
            overflowX: 'auto',
            scrollbarWidth: 'none',
            '& > *': { flexShrink: 0, whiteSpace: 'nowrap' },
          }}
        >
          {pages.map((p) => {
            const current = pathname === p.path;
            return (
              <Button
                key={p.path}
                component={Link}
                to={p.path}
                variant={current ? 'solid' : 'outlined'}
                color={current ? 'primary' : 'neutral'}
                aria-current={current ? 'page' : undefined}
              >
                {t(p.key)}
              </Button>
            );
          })}
        </ButtonGroup>
        <EdgeFades edges={edges} />
      </Box>
      <AddMemberButton testId="network-add-member" />
    </ToolbarRow>
  );
}

/** A network page that does not draw the network navigation itself, under it. */
export function withNetworkNav(Page: MemberPage): MemberPage {
  function NetworkPage(props: MemberPageProps) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <NetworkNav />
        <Page {...props} />
      </Box>
    );
  }
  return NetworkPage;
}
