import Box from '@mui/joy/Box';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fitTransform,
  screenToWorld,
  visibleWorld,
  worldToScreen,
  type CameraTransform,
} from '../canvas/camera';
import { drawTree } from '../canvas/draw-tree';
import type { TreeScene } from '../canvas/scene';
import type { TreeTheme } from '../canvas/tree-theme';
import type { ViewStore } from '../state/view-store';

const WIDTH = 168;
const HEIGHT = 112;

/** The whole tree as dots with the main view's rectangle; a click or drag moves the view there. */
export function Minimap({
  scene,
  viewStore,
  theme,
  onMove,
}: {
  scene: TreeScene | null;
  viewStore: ViewStore;
  theme: TreeTheme;
  onMove: (wx: number, wy: number) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLCanvasElement>(null);
  const fit = useRef<CameraTransform | null>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !scene) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = WIDTH * dpr;
    canvas.height = HEIGHT * dpr;
    const b = scene.layout.bounds;
    const whole = fitTransform(b, WIDTH, HEIGHT, 6, Infinity, scene.stretch);
    // A stretched organisation fills the overview's height too, as it does the canvas.
    const ky = (HEIGHT - 12) / Math.max(b.maxY - b.minY, 1);
    const transform: CameraTransform =
      scene.stretch && ky > whole.k ? { ...whole, ky, y: 6 - b.minY * ky } : whole;
    fit.current = transform;
    const plain = { ...scene, selected: -1, hovered: -1, showFocus: false };
    let frame = 0;
    const draw = () => {
      frame = 0;
      drawTree(ctx, plain, { width: WIDTH, height: HEIGHT, dpr, transform }, theme, { lod: 'dot' });
      const viewport = viewStore.get();
      if (!viewport) return;
      const w = visibleWorld(viewport);
      const [x0, y0] = worldToScreen(transform, w.minX, w.minY);
      const [x1, y1] = worldToScreen(transform, w.maxX, w.maxY);
      const cx = (v: number) => Math.min(Math.max(v, 0), WIDTH);
      const cy = (v: number) => Math.min(Math.max(v, 0), HEIGHT);
      ctx.strokeStyle = theme.focusRing;
      ctx.lineWidth = 1.5;
      ctx.strokeRect(cx(x0), cy(y0), Math.max(cx(x1) - cx(x0), 2), Math.max(cy(y1) - cy(y0), 2));
    };
    draw();
    // One redraw per frame however many camera events a gesture sends.
    const unsubscribe = viewStore.subscribe(() => {
      frame ||= requestAnimationFrame(draw);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [scene, viewStore, theme]);

  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!fit.current || (e.type === 'pointermove' && e.buttons === 0)) return;
    const rect = e.currentTarget.getBoundingClientRect();
    onMove(...screenToWorld(fit.current, e.clientX - rect.left, e.clientY - rect.top));
  };

  return (
    <Box
      component="canvas"
      ref={ref}
      role="img"
      aria-label={t('genealogy.minimap')}
      data-testid="genealogy-minimap"
      onPointerDown={move}
      onPointerMove={move}
      sx={{
        width: WIDTH,
        height: HEIGHT,
        borderRadius: 'sm',
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        boxShadow: 'sm',
        touchAction: 'none',
        cursor: 'crosshair',
        display: { xs: 'none', sm: 'block' },
      }}
    />
  );
}
