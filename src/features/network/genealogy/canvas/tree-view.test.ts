import { afterEach, describe, expect, it } from 'vitest';
import { binaryTree } from '@workers/genealogy/generate';
import { computeLayout } from '@workers/genealogy/layout-engine';
import { recordingContext } from './recording-context';
import { createScene } from './scene';
import { lightTreeTheme } from './tree-theme';
import { TreeView } from './tree-view';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function canvasWithRecorder() {
  const canvas = document.createElement('canvas');
  const { ctx, calls } = recordingContext();
  canvas.getContext = (() => ctx) as unknown as HTMLCanvasElement['getContext'];
  document.body.append(canvas);
  return { canvas, calls };
}

describe('TreeView', () => {
  let view: TreeView | null = null;
  afterEach(() => {
    view?.destroy();
    view = null;
    document.body.replaceChildren();
  });

  it('paints the theme background while there is no scene yet', async () => {
    const { canvas, calls } = canvasWithRecorder();
    view = new TreeView(canvas, null, lightTreeTheme);
    view.resize(800, 600, 2);
    await nextFrame();
    expect(calls.map((c) => c.op)).toEqual(['setTransform', 'set:fillStyle', 'fillRect']);
    expect(calls[0]!.args).toEqual([2, 0, 0, 2, 0, 0]);
    expect(calls[1]!.args).toEqual([lightTreeTheme.background]);
    expect(calls[2]!.args).toEqual([0, 0, 800, 600]);
  });

  it('draws the tree once a scene arrives', async () => {
    const { canvas, calls } = canvasWithRecorder();
    view = new TreeView(canvas, null, lightTreeTheme);
    view.resize(800, 600, 1);
    await nextFrame();
    calls.length = 0;
    const { layout } = computeLayout(binaryTree(50, 3), {
      nodeWidth: 220,
      nodeHeight: 160,
      mode: 'binary',
    });
    view.setScene(createScene(layout, { freeSlot: 'Free', pv: 'PV', number: String }));
    view.jumpTo(view.fitted());
    await nextFrame();
    expect(calls.filter((c) => c.op === 'fillRect')).toHaveLength(1);
    expect(calls.some((c) => c.op === 'roundRect' || c.op === 'rect')).toBe(true);
  });

  it('flies to a view, or jumps there at once when the member asks for reduced motion', async () => {
    const { canvas } = canvasWithRecorder();
    view = new TreeView(canvas, null, lightTreeTheme);
    view.resize(800, 600, 1);
    const { layout } = computeLayout(binaryTree(50, 3), {
      nodeWidth: 220,
      nodeHeight: 160,
      mode: 'binary',
    });
    view.setScene(createScene(layout, { freeSlot: 'Free', pv: 'PV', number: String }));
    await nextFrame();
    const target = view.centred(5, 1.2);
    view.flyTo(target, false);
    expect(canvas.dataset.flying).toBe('true');
    expect(view.current.transform.k).not.toBeCloseTo(1.2);

    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    })) as unknown as typeof window.matchMedia;
    try {
      view.flyTo(view.fitted());
      const fitted = view.fitted();
      view.flyTo(target);
      expect(canvas.dataset.flying).toBeUndefined();
      expect(view.current.transform).toMatchObject({ k: target.k, x: target.x, y: target.y });
      expect(fitted.k).not.toBe(target.k);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('reads the first level again for a new layout, not for a new scene of the same one', async () => {
    const { canvas } = canvasWithRecorder();
    view = new TreeView(canvas, null, lightTreeTheme);
    view.resize(800, 600, 1);
    const labels = { freeSlot: 'Free', pv: 'PV', number: String };
    const layoutOf = (nodeWidth: number) =>
      computeLayout(binaryTree(50, 3), { nodeWidth, nodeHeight: 160, mode: 'binary' }).layout;
    const scene = createScene(layoutOf(220), labels);
    view.setScene(scene);
    view.jumpTo(view.fitted());
    await nextFrame();
    const first = canvas.dataset.firstLevel;
    expect(first).toMatch(/^-?[\d.]+(,-?[\d.]+){3}$/);
    // An analysis, a hover or a selection: a new scene, the same layout and camera.
    view.setScene({ ...scene, hovered: 2 });
    await nextFrame();
    expect(canvas.dataset.firstLevel).toBe(first);
    // A wider layout under the same camera: the first level's children sit further apart.
    view.setScene(createScene(layoutOf(400), labels));
    await nextFrame();
    expect(canvas.dataset.firstLevel).not.toBe(first);
  });
});
