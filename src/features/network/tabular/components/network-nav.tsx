import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

const pages = [
  { path: '/member/network/genealogy', key: 'networkTables.nav.genealogy' },
  { path: '/member/network/tabular', key: 'networkTables.nav.tabular' },
  { path: '/member/network/downline', key: 'networkTables.nav.downline' },
] as const;

/** The three views of the network; the current one is marked for screen readers too. */
export function NetworkNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <ButtonGroup
      component="nav"
      aria-label={t('networkTables.nav.label')}
      size="sm"
      // Scrolls sideways rather than widening the page when the labels outgrow a phone.
      sx={{ justifySelf: 'start', maxWidth: '100%', overflowX: 'auto', '& > *': { flexShrink: 0 } }}
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
  );
}
