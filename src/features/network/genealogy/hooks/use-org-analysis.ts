import { useEffect, useMemo, useState } from 'react';
import type {
  AnalysisResult,
  AnalysisSpec,
  GenealogyView,
  OrgSummary,
} from '@workers/genealogy/protocol';
import { paletteOf } from '../canvas/analysis-palette';
import type { SceneAnalysis } from '../canvas/scene';
import type { ExplorerScope } from '../state/scope';
import type { GenealogyDataApi } from './use-genealogy-data';

export const emptySpec: AnalysisSpec = {
  colourBy: 'none',
  filter: {
    minRank: null,
    inactiveOnly: false,
    joinedFrom: null,
    joinedTo: null,
    volume: 'pv',
    volumeMin: null,
    volumeMax: null,
  },
  until: null,
  search: '',
};

/**
 * The analysis of the whole organisation (issue 15): what the member asked for (colouring,
 * filter, growth replay, search), the worker's answer for the view on screen, and the
 * statistics panel. Nothing for the four levels.
 */
export function useOrgAnalysis(
  scope: ExplorerScope,
  view: GenealogyView | null,
  data: Pick<GenealogyDataApi, 'analyse' | 'statistics'>,
) {
  const [spec, setSpec] = useState<AnalysisSpec>(emptySpec);
  const [result, setResult] = useState<{ view: GenealogyView; a: AnalysisResult } | null>(null);
  const [summary, setSummary] = useState<{ view: GenealogyView; s: OrgSummary } | null>(null);
  const { analyse, statistics } = data;
  const whole = scope === 'whole' && view !== null;

  useEffect(() => {
    if (!whole) return;
    let current = true;
    void analyse(spec).then((a) => {
      // An answer for another layout (the stream moved on) waits for the next view.
      if (current && a && a.colour.length === view.layout.count) setResult({ view, a });
    });
    return () => {
      current = false;
    };
  }, [whole, view, spec, analyse]);

  useEffect(() => {
    if (!whole) return;
    let current = true;
    void statistics(spec.until).then((s) => {
      if (current && s) setSummary({ view, s });
    });
    return () => {
      current = false;
    };
  }, [whole, view, spec.until, statistics]);

  const analysis = whole && result?.view === view ? result.a : null;
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
