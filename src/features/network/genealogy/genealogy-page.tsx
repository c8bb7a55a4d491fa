import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { Printer, Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BottomSheet } from '@/components/bottom-sheet/bottom-sheet';
import { useFormatDate } from '@/components/date-text/date-text';
import { ColumnGrid } from '@/components/layout/column-grid';
import { ToolbarRow } from '@/components/toolbar-row/toolbar-row';
import { saveFile } from '@/lib/save-file';
import { useResponsiveFlags } from '@/lib/use-responsive-flags';
import { KIND_MEMBER } from '@workers/genealogy/protocol';
import { summaryFigures } from './canvas/export-figures';
import { renderExport, type ExportTexts } from './canvas/export-png';
import { AnalysisPanel } from './components/analysis-panel';
import { ChartPrint } from './components/chart-print';
import { DetailsPanel } from './components/details-panel';
import { ExplorerBreadcrumb } from './components/explorer-breadcrumb';
import { ExplorerWorkspace } from './components/explorer-workspace';
import { LegSummary } from './components/leg-summary';
import { MemberSearch } from './components/member-search';
import { OrgStatistics } from './components/org-statistics';
import { ScopeSwitch, StreamProgressBar } from './components/scope-switch';
import { SelectedDetails } from './components/selected-details';
import { useExplorer } from './hooks/use-explorer';
import { useTreeTheme } from './hooks/use-tree-theme';

/** /member/network/genealogy: the canvas genealogy explorer (issue 5, DESIGN §5). */
export function GenealogyPage() {
  const { t, i18n } = useTranslation();
  const ex = useExplorer();
  const theme = useTreeTheme();
  const { isDesktop } = useResponsiveFlags();
  const { data, view, selected } = ex;
  const status = data.data.status;
  const layout = view?.layout;
  const rootMember = view ? data.members.get(view.meta.rootId) : undefined;
  const onlyRoot = useMemo(() => {
    if (!layout) return false;
    for (let i = 1; i < layout.count; i++) if (layout.kind[i] === KIND_MEMBER) return false;
    return true;
  }, [layout]);

  const [analysisOpen, setAnalysisOpen] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const formatDate = useFormatDate();
  /** The legend's words, the PNG's and the printed chart's alike. */
  const legendTexts = (): Omit<ExportTexts, 'title' | 'member' | 'meta'> => ({
    active: t('genealogy.export.active'),
    inactive: t('genealogy.export.inactive'),
    freeSlot: t('genealogy.freeSlot'),
    below: t('genealogy.export.below'),
    noRank: t('genealogy.analysis.noRank'),
  });
  /** The tree as a document: title, root member, date, legend, readable (issue 31, item 18). */
  const exportPng = async () => {
    const scene = ex.scene;
    if (!view || !scene) return;
    const rootId = view.meta.rootId;
    const card = data.cards.get(rootId);
    const name = rootMember
      ? `${rootMember.firstName} ${rootMember.lastName}`.trim()
      : (card?.name ?? '');
    const username = rootMember?.username ?? card?.username ?? '';
    const date = formatDate(new Date().toISOString());
    const scope = t(`genealogy.scope.${ex.scope}`);
    const { blob } = await renderExport(
      scene,
      {
        title: t('genealogy.export.title'),
        member: t('genealogy.export.member', { name: name || username, username }),
        meta: (shown, all) =>
          shown >= all
            ? t('genealogy.export.metaAll', { date, scope, count: all })
            : t('genealogy.export.metaSome', { date, scope, shown, count: all }),
        ...legendTexts(),
        // The statistics panel's figures, when the worker has them (issue 33, item 5).
        figures: ex.org.summary
          ? {
              data: summaryFigures(ex.org.summary, t, i18n.resolvedLanguage ?? 'en'),
              headings: {
                statistics: t('genealogy.print.statisticsOrganisation'),
                perLevel: t('genealogy.analysis.perLevel'),
                perRank: t('genealogy.analysis.perRank'),
                level: t('genealogy.print.level'),
              },
            }
          : null,
      },
      (indices) => data.ensureDetails(indices),
    );
    if (blob) saveFile(blob, `genealogy-${username || rootId}.png`);
  };
  const analysisPanel = (
    <AnalysisPanel
      org={ex.org}
      onExport={() => void exportPng()}
      onPrint={() => setPrintOpen(true)}
    />
  );
  const retry = () => void data.load(ex.url.root === null ? {} : { id: ex.url.root });
  const pickUsername = async (username: string) => {
    const index = await data.findByUsername(username);
    if (index >= 0) return ex.select(index, { fly: true });
    const loaded = await data.load({ username });
    if (loaded) ex.setUrl({ root: loaded.meta.rootId, node: loaded.meta.rootId }, true);
  };
  const details =
    layout && selected >= 0 && layout.kind[selected] === KIND_MEMBER ? (
      <SelectedDetails ex={ex} />
    ) : null;

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <ToolbarRow>
        <Typography level="h2" component="h1">
          {t('genealogy.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ScopeSwitch scope={ex.scope} onChange={ex.setScope} />
          {ex.scope !== 'whole' && view && ex.scene && (
            // The four levels' view has no analysis panel: its chart is printed from here.
            <Button
              variant="outlined"
              size="sm"
              startDecorator={<Printer size={16} />}
              onClick={() => setPrintOpen(true)}
              sx={{ minHeight: 44 }}
              data-testid="export-pdf"
            >
              {t('genealogy.print.open')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to="/member/network/tabular"
            variant="outlined"
            size="sm"
            startDecorator={<Table2 size={16} />}
            sx={{ minHeight: 44 }}
          >
            {t('genealogy.tabular')}
          </Button>
        </Box>
      </ToolbarRow>
      {data.progress && data.progress.total > 0 && <StreamProgressBar progress={data.progress} />}
      <MemberSearch onPick={(u) => void pickUsername(u)} />
      {status === 'error' && (
        <Alert
          color="danger"
          variant="soft"
          role="alert"
          endDecorator={
            <Box sx={{ display: 'flex', gap: 1 }}>
              {ex.url.root !== null && (
                <Button
                  size="sm"
                  variant="plain"
                  color="danger"
                  onClick={() => ex.setUrl({ root: null, node: null })}
                >
                  {t('genealogy.backToMine')}
                </Button>
              )}
              <Button size="sm" color="danger" onClick={retry}>
                {t('actions.retry')}
              </Button>
            </Box>
          }
        >
          {t('genealogy.loadError')} {data.data.error.message}
        </Alert>
      )}
      {!view && status === 'loading' && (
        <Box
          aria-busy="true"
          aria-label={t('genealogy.loading')}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Skeleton variant="text" level="body-sm" width="40%" />
          <Skeleton
            variant="rectangular"
            sx={{ height: { xs: '62dvh', lg: 'calc(100dvh - 300px)' }, borderRadius: 'md' }}
          />
        </Box>
      )}
      {view && layout && (
        <>
          <ExplorerBreadcrumb
            layout={layout}
            target={selected}
            members={data.members}
            parentUsername={view.meta.parentUsername}
            onPick={(i) => ex.select(i, { fly: true })}
            onUp={(u) => void pickUsername(u)}
            ensureDetails={(i) => void data.ensureMembers(i)}
          />
          {view.mode === 'binary' && <LegSummary root={rootMember} />}
          {onlyRoot && (
            <Alert variant="soft" color="neutral" data-testid="genealogy-empty">
              {t('genealogy.empty')}
            </Alert>
          )}
          <ColumnGrid columns={{ xs: '1fr', lg: 'minmax(0, 1fr) 340px' }} gap={1.5} stretch>
            <ExplorerWorkspace
              ex={ex}
              theme={theme}
              onOpenAnalysis={
                ex.scope === 'whole' && !isDesktop ? () => setAnalysisOpen(true) : undefined
              }
            />
            {isDesktop && (
              <DetailsPanel desktop open onClose={() => {}}>
                {details}
              </DetailsPanel>
            )}
          </ColumnGrid>
          {ex.scope === 'whole' &&
            (isDesktop ? (
              <ColumnGrid columns="minmax(0, 1fr) minmax(0, 1fr)" gap={1.5}>
                <Card variant="outlined" sx={{ minWidth: 0 }}>
                  {analysisPanel}
                </Card>
                {ex.org.summary && (
                  <Card variant="outlined" sx={{ minWidth: 0 }}>
                    <OrgStatistics summary={ex.org.summary} />
                  </Card>
                )}
              </ColumnGrid>
            ) : (
              <BottomSheet
                open={analysisOpen}
                onClose={() => setAnalysisOpen(false)}
                title={t('genealogy.analysis.panel')}
                titleId="genealogy-analysis-sheet"
                testId="analysis-sheet"
              >
                <Box sx={{ display: 'grid', gap: 3 }}>
                  {analysisPanel}
                  {ex.org.summary && <OrgStatistics summary={ex.org.summary} />}
                </Box>
              </BottomSheet>
            ))}
          {!isDesktop && (
            <DetailsPanel
              desktop={false}
              open={ex.panelOpen}
              onClose={() => ex.setPanelOpen(false)}
            >
              {details}
            </DetailsPanel>
          )}
          {printOpen && ex.scene && (
            <ChartPrint
              ex={ex}
              legendTexts={{
                title: '',
                member: '',
                meta: () => '',
                ...legendTexts(),
              }}
              onClose={() => setPrintOpen(false)}
            />
          )}
        </>
      )}
    </Box>
  );
}
