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
});
