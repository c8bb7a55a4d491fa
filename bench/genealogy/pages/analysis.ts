// The analysis of the whole organisation as the app runs it (issue 32 point 4), for
// analysis-browser.ts: the app's genealogy worker (workers/genealogy-worker.ts, the same
// module the explorer starts) streams the analysis fixture and lays it out; the app's
// TreeView (canvas/tree-view.ts) draws it with the whole organisation's scene (stretched, as
// use-explorer.ts builds it) and its palette (analysis-palette.ts, as use-org-analysis.ts
// maps the worker's answer). What the page leaves out is React: no panel is rendered, and
// no close-up cards are asked for (the analysis is timed far out, where nodes are dots).
//
// Each case is timed from the request to the worker to the end of the frame drawn with its
// answer: the frame's end is when the canvas's data-draw-work ("count:ms", written by
// TreeView after each frame's drawing) changes, seen through a MutationObserver.
import * as Comlink from 'comlink';
import { paletteOf } from '../../../src/features/network/genealogy/canvas/analysis-palette';
import { createScene, type TreeScene } from '../../../src/features/network/genealogy/canvas/scene';
import { lightTreeTheme } from '../../../src/features/network/genealogy/canvas/tree-theme';
import { TreeView } from '../../../src/features/network/genealogy/canvas/tree-view';
import { volumeFormat } from '../../../src/lib/volume';
import type {
  AnalysisSpec,
  GenealogyApi,
  GenealogyView,
} from '../../../workers/genealogy/protocol';
import { benchParams, mark, setInfo } from './probe';

/** One case's figures, ms. */
export interface AnalysisTiming {
  /** Request to the end of the frame drawn with the answer. */
  totalMs: number;
  /** Request to the answer on the main thread (the worker's work and the transfer). */
  workerMs: number;
  /** The frame's own drawing work (its data-draw-work). */
  drawMs: number;
  /** What the answer said, to check the case did what it says. */
  note: string;
}

/** A frame TreeView drew: when its data-draw-work changed, and the work it reports. */
type Drawn = { count: number; at: number; ms: number };

declare global {
  interface Window {
    analysisBench: {
      apply(spec: AnalysisSpec): Promise<AnalysisTiming>;
      statistics(): Promise<AnalysisTiming>;
      /** The drawing work of every frame drawn since the last call. */
      takeDraws(): number[];
      /** TreeView's summary of the last frame (lod, nodes, …: tree-view.ts drawnSummary). */
      drawn(): string;
    };
  }
}

export async function runAnalysisPage() {
  const { mode } = benchParams();
  const stream = new URL(new URLSearchParams(location.search).get('stream') ?? '', location.href)
    .href;
  mark('loadStart');
  const worker = new Worker(new URL('../../../workers/genealogy-worker.ts', import.meta.url), {
    type: 'module',
  });
  const api = Comlink.wrap<GenealogyApi>(worker);
  Object.assign(window, { genealogyWorker: { worker, api } });
  let last: GenealogyView | null = null;
  await api.load(
    stream,
    {},
    Comlink.proxy((p) => {
      if (p.view) last = p.view;
    }),
    { mode },
  );
  const view = last as GenealogyView | null;
  if (!view) throw new Error('the worker sent no view');
  mark('layoutReceived');
  setInfo('nodes', view.layout.count);

  const canvas = document.querySelector('canvas')!;
  const width = window.innerWidth;
  const height = window.innerHeight;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const labels = { freeSlot: 'Free', pv: 'PV', number: volumeFormat('en') };
  const base: TreeScene = createScene(view.layout, labels, new Map(), true);

  const draws: Drawn[] = [];
  let recorded: number[] = [];
  const waiting: { after: number; resolve: (d: Drawn) => void }[] = [];
  new MutationObserver(() => {
    const at = performance.now();
    const [count, ms] = (canvas.dataset.drawWork ?? '').split(':').map(Number);
    const d = { count: count!, at, ms: ms! };
    draws.push(d);
    recorded.push(d.ms);
    for (const w of waiting.splice(0)) {
      if (d.count > w.after) w.resolve(d);
      else waiting.push(w);
    }
  }).observe(canvas, { attributes: true, attributeFilter: ['data-draw-work'] });
  const drawnCount = () => draws.at(-1)?.count ?? 0;
  const nextDraw = (after: number) =>
    new Promise<Drawn>((resolve) => waiting.push({ after, resolve }));

  const tv = new TreeView(canvas, null, lightTreeTheme);
  tv.resize(width, height, window.devicePixelRatio || 1);
  tv.setScene(base);
  tv.open();
  await nextDraw(0);
  mark('firstDrawn');
  // The whole tree on screen (the first view lifted), where a colouring has the most nodes
  // to draw: the analysis is timed at its hardest.
  const before = drawnCount();
  tv.jumpTo(tv.fitted());
  await nextDraw(before);
  mark('fitted');

  window.analysisBench = {
    async apply(spec) {
      const before = drawnCount();
      const t0 = performance.now();
      const a = await api.analyse(spec);
      const t1 = performance.now();
      if (!a) throw new Error('no analysis');
      tv.setScene({
        ...base,
        analysis: {
          colour: a.colour,
          style: a.style,
          highlight: a.highlight,
          palette: paletteOf(spec.colourBy),
        },
      });
      const d = await nextDraw(before);
      return {
        totalMs: d.at - t0,
        workerMs: t1 - t0,
        drawMs: d.ms,
        note: `matched ${a.matched}, found ${a.found}, legend ${a.legend.length}; drawn ${canvas.dataset.drawn}`,
      };
    },
    async statistics() {
      const t0 = performance.now();
      const s = await api.statistics(null);
      const t1 = performance.now();
      if (!s) throw new Error('no statistics');
      // The panel shows them in the next frame.
      const at = await new Promise<number>((resolve) =>
        requestAnimationFrame(() => resolve(performance.now())),
      );
      return {
        totalMs: at - t0,
        workerMs: t1 - t0,
        drawMs: 0,
        note: `members ${s.members}, levels ${s.perLevel.length}`,
      };
    },
    takeDraws() {
      const out = recorded;
      recorded = [];
      return out;
    },
    drawn: () => canvas.dataset.drawn ?? '',
  };
  mark('ready');
}
