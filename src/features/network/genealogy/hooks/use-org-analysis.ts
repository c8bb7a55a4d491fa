import { useEffect, useMemo, useState } from 'react';
import {
  noFilter,
  type AnalysisResult,
  type AnalysisSpec,
  type GenealogyView,
  type OrgSummary,
} from '@workers/genealogy/protocol';
import { paletteOf } from '../canvas/analysis-palette';
import type { SceneAnalysis } from '../canvas/scene';
import type { ExplorerScope } from '../state/scope';
import type { GenealogyDataApi } from './use-genealogy-data';

export const emptySpec: AnalysisSpec = {
  colourBy: 'none',
  filter: noFilter,
  until: null,
  search: '',
};

/**
 * The analysis of the whole organisation (issue 15): what the member asked for (colouring,
 * filter, growth replay, search), the worker's answer for the view on screen, and the
 * statistics panel. Nothing for the four levels.
 */
/** Nothing asked: the canvas draws as it always does, and the worker is not asked. */
const isEmptySpec = (s: AnalysisSpec) =>
  s.colourBy === 'none' &&
  s.until === null &&
  s.search.trim().length < 2 &&
  JSON.stringify(s.filter) === JSON.stringify(emptySpec.filter);

export function useOrgAnalysis(
  scope: ExplorerScope,
  view: GenealogyView | null,
  data: Pick<GenealogyDataApi, 'analyse' | 'statistics' | 'progress'>,
) {
  const [spec, setSpec] = useState<AnalysisSpec>(emptySpec);
  const [result, setResult] = useState<{ view: GenealogyView; a: AnalysisResult } | null>(null);
  const [summary, setSummary] = useState<{ view: GenealogyView; s: OrgSummary } | null>(null);
  const { analyse, statistics } = data;
  const whole = scope === 'whole' && view !== null;
  const empty = isEmptySpec(spec);
  // The statistics wait for the whole tree: on a part of it they would be wrong and cost
  // a pass over up to a million members for every refined layout.
  const complete = data.progress !== null && data.progress.loaded === data.progress.total;
  // New figures over the same layout (a next visit's changes, decision 050) come without a
  // new view: the date of the figures asks for the analysis and the statistics again.
  const asOf = data.progress?.asOf ?? null;

  useEffect(() => {
    if (!whole || empty) return;
    let current = true;
    void analyse(spec).then((a) => {
      // An answer for another layout (the stream moved on) waits for the next view.
      if (current && a && a.colour.length === view.layout.count) setResult({ view, a });
    });
    return () => {
      current = false;
    };
  }, [whole, empty, view, spec, analyse, asOf]);

  useEffect(() => {
    if (!whole || !complete) return;
    let current = true;
    void statistics(spec.until).then((s) => {
      if (current && s) setSummary({ view, s });
    });
    return () => {
      current = false;
    };
  }, [whole, complete, view, spec.until, statistics, asOf]);

  const analysis = whole && !empty && result?.view === view ? result.a : null;
  const scene: SceneAnalysis | null = useMemo(
    () =>
      analysis && {
        colour: analysis.colour,
        style: analysis.style,
        highlight: analysis.highlight,
        palette: paletteOf(spec.colourBy),
      },
    [analysis, spec.colourBy],
  );
  return {
    spec,
    setSpec,
    analysis,
    scene,
    summary: whole ? (summary?.s ?? null) : null,
  };
}

export type OrgAnalysis = ReturnType<typeof useOrgAnalysis>;
