import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/date-text/date-text';
import { saveFile } from '@/lib/save-file';
import { KIND_MEMBER } from '@workers/genealogy/protocol';
import { drawnFigures, summaryFigures } from '../canvas/export-figures';
import { fitExport, type ExportTexts } from '../canvas/export-png';
import { planPrint, renderPrint, type PrintChoice } from '../canvas/export-print';
import { levelsBelow } from '../canvas/export-subtree';
import type { Explorer } from '../hooks/use-explorer';
import { PrintDialog, type PrintRoot } from './print-dialog';

/** Whom a layout index is, from what the explorer has fetched of it. */
function whoIs(ex: Explorer, index: number) {
  const layout = ex.view!.layout;
  const id = layout.ids[index]!;
  const member = ex.data.members.get(id);
  const card = ex.data.cards.get(id);
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : (card?.name ?? '');
  const username = member?.username ?? card?.username ?? '';
  return { id, name: name || username || `#${id}`, username };
}

/**
 * The printed org chart (issue 33, item 5): the dialog's choices for this explorer, and the
 * PDF made from them in the member's language. The whole organisation's statistics go on
 * its first page when the chart starts at the view's root and the worker has them; else the
 * counts of what it draws.
 */
export function ChartPrint({
  ex,
  legendTexts,
  onClose,
}: {
  ex: Explorer;
  legendTexts: ExportTexts;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const formatDate = useFormatDate();
  const { view, scene, selected } = ex;
  const layout = view!.layout;
  const box = useMemo(
    () => ({ boxWidth: scene!.index.data.boxWidth, boxHeight: scene!.index.data.boxHeight }),
    [scene],
  );
  // Worked out once, when the dialog opens: the member's choices start from this view.
  const [roots, defaultLevels] = useMemo(() => {
    const list: PrintRoot[] = [
      { key: 'root', index: 0, label: whoIs(ex, 0).name, allLevels: levelsBelow(layout, 0) },
    ];
    if (selected > 0 && layout.kind[selected] === KIND_MEMBER)
      list.push({
        key: 'selected',
        index: selected,
        label: whoIs(ex, selected).name,
        allLevels: levelsBelow(layout, selected),
      });
    // As deep as the PNG draws: the levels readable on one page of the explorer's export.
    const png = fitExport(scene!, 6).view.depth + 1;
    return [list, png] as const;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed while the dialog is open
  }, []);
  const preview = useCallback((c: PrintChoice) => planPrint(layout, box, c), [layout, box]);

  const print = async (choice: PrintChoice) => {
    const prepared = planPrint(layout, box, choice);
    const { plan } = prepared;
    const fromRoot = choice.root === 0;
    const summary = fromRoot && ex.scope === 'whole' ? ex.org.summary : null;
    const date = formatDate(new Date().toISOString());
    const scope = t(`genealogy.scope.${ex.scope}`);
    const bytes = await renderPrint({
      scene: scene!,
      prepared,
      legendTexts,
      lang: lng,
      ensure: (indices) => ex.data.ensureDetails(indices),
      figures: (drawn) => (summary ? summaryFigures(summary, t, lng) : drawnFigures(drawn, t, lng)),
      texts: ({ members, levels, allLevels }) => {
        // Read after the cards are fetched: the subtree's root now has its name.
        const who = whoIs(ex, choice.root);
        return {
          title: t('genealogy.print.docTitle'),
          member: t('genealogy.export.member', { name: who.name, username: who.username }),
          meta: t('genealogy.print.meta', {
            date,
            scope,
            name: who.name,
            shown: levels,
            all: allLevels,
            count: members,
          }),
          pages: t('genealogy.print.pages', {
            count: plan.tiles.length,
            rows: plan.rows,
            cols: plan.cols,
            paper: t(`genealogy.print.papers.${plan.paper}`),
            orientation: t(`genealogy.print.orientation.${plan.orientation}`),
          }),
          legend: t('genealogy.print.legend'),
          statistics: t(
            summary ? 'genealogy.print.statisticsOrganisation' : 'genealogy.print.statisticsDrawn',
          ),
          perLevel: t('genealogy.analysis.perLevel'),
          perRank: t('genealogy.analysis.perRank'),
          level: t('genealogy.print.level'),
          page: (row, col, rows, cols) => t('genealogy.print.page', { row, col, rows, cols }),
        };
      },
    });
    const who = whoIs(ex, choice.root);
    saveFile(
      new Blob([bytes as BlobPart], { type: 'application/pdf' }),
      `org-chart-${who.username || who.id}.pdf`,
    );
  };

  return (
    <PrintDialog
      roots={roots}
      defaultLevels={defaultLevels}
      preview={preview}
      onPrint={print}
      onClose={onClose}
    />
  );
}
