// Our explorer as the app runs it: the genealogy worker streams the fixture's Arrow stream
// (as it reads GET /api/network/genealogy_stream), lays it out, transfers the typed arrays,
// and the main thread draws the complete tree with drawTree under d3-zoom.
import * as Comlink from 'comlink';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomTransform } from 'd3-zoom';
import {
  fitTransform,
  type CameraTransform,
} from '../../../src/features/network/genealogy/canvas/camera';
import { drawTree } from '../../../src/features/network/genealogy/canvas/draw-tree';
import { createScene } from '../../../src/features/network/genealogy/canvas/scene';
import { lightTreeTheme } from '../../../src/features/network/genealogy/canvas/tree-theme';
import type { GenealogyApi, GenealogyView } from '../../../workers/genealogy/protocol';
import { benchParams, fail, mark, markPainted, recordDraw, setInfo } from './probe';
import { volumeFormat } from '../../../src/lib/volume';

async function main() {
  // `?analysis`: the analysis bench (analysis.ts), loaded only when asked for, so this
  // page's own first paint does not carry it.
  if (new URLSearchParams(location.search).has('analysis'))
    return (await import('./analysis')).runAnalysisPage();
  const { fixture, mode } = benchParams();
  // The worker first: its start-up (thread, module fetch, evaluation) runs while the page
  // sets up its canvas; the load call waits in the worker's message queue meanwhile.
  mark('loadStart');
  const worker = new Worker(new URL('../../../workers/genealogy-worker.ts', import.meta.url), {
    type: 'module',
  });
  const api = Comlink.wrap<GenealogyApi>(worker);
  // The app holds its worker for as long as the explorer is open; so does the page. A Worker
  // nothing refers to may be collected, and its memory with it, which would make the
  // worker's kept memory read as nothing.
  Object.assign(window, { genealogyWorker: { worker, api } });
  // The stream beside the JSON fixture the peer reads (fixtures.ts streamFixtureOf).
  const stream = new URL(fixture.replace(/\.json$/, '.arrow'), location.href).href;
  let last: GenealogyView | null = null;
  const loading = api
    .load(
      stream,
      {},
      Comlink.proxy((p) => {
        if (p.view) last = p.view;
      }),
      { mode },
    )
    .then(() => last!);

  const canvas = document.querySelector('canvas')!;
  const width = window.innerWidth;
  const height = window.innerHeight;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext('2d')!;
  // While the worker loads, the canvas shows the background, as the app's TreeView does
  // without a scene; the first tree frame then finds its backing store ready.
  ctx.fillStyle = lightTreeTheme.background;
  ctx.fillRect(0, 0, width, height);

  const view = await loading;
  mark('layoutReceived');
  setInfo('nodes', view.layout.count);
  const scene = createScene(view.layout, {
    freeSlot: 'Free',
    pv: 'PV',
    number: volumeFormat('en'),
  });
  mark('sceneBuilt');
  let camera: CameraTransform = fitTransform(view.layout.bounds, width, height);

  const draw = () => {
    const t0 = performance.now();
    drawTree(ctx, scene, { width, height, dpr, transform: camera }, lightTreeTheme);
    recordDraw(performance.now() - t0);
  };
  draw();
  mark('firstDrawn');
  await markPainted('firstPaint');

  // d3-zoom drives the camera exactly as in the app; a frame draws at most once.
  let pending = false;
  const behaviour = zoom<HTMLCanvasElement, unknown>()
    .scaleExtent([1e-6, 8])
    .on('zoom', (e: { transform: ZoomTransform }) => {
      camera = { k: e.transform.k, x: e.transform.x, y: e.transform.y };
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        draw();
      });
    });
  select(canvas)
    .call(behaviour)
    .call(behaviour.transform, zoomIdentity.translate(camera.x, camera.y).scale(camera.k));
  mark('ready');
}

main().catch((e: unknown) => {
  fail(e);
  mark('ready');
});
