import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import { EyeOff, Map as MapIcon } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  fitTransform,
  screenToWorld,
  visibleWorld,
  worldToScreen,
  type CameraTransform,
} from '../canvas/camera';
import { drawTree } from '../canvas/draw-tree';
import { minimapPlace, minimapSize } from '../canvas/minimap-place';
import type { TreeScene } from '../canvas/scene';
import type { TreeTheme } from '../canvas/tree-theme';
import type { ViewStore } from '../state/view-store';

const WIDTH = minimapSize.width;
const HEIGHT = minimapSize.height;

/** The whole tree as dots with the main view's rectangle; a click or drag moves the view there. */
function Minimap({
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
        display: 'block',
      }}
    />
  );
}

/** Where the member's choice to hide the overview is remembered, across visits. */
const MINIMAP_STORAGE_KEY = 'genealogy_minimap';

function storedShown(): boolean {
  try {
    return localStorage.getItem(MINIMAP_STORAGE_KEY) !== 'hidden';
  } catch {
    return true;
  }
}

type MinimapProps = Parameters<typeof Minimap>[0];

/**
 * The overview in a bottom corner of the canvas, with a button to hide or show it (the
 * choice is remembered). It never covers a node (issue 18): when the tree reaches under its
 * corner it moves to the other one, and when both are taken it steps aside until there is
 * room, unless the member asks for it then with its button. Phones do not show it: their
 * canvas is too small to spare the corner.
 */
export function MinimapDock(props: MinimapProps) {
  const { t } = useTranslation();
  const { scene, viewStore } = props;
  const [shown, setShown] = useState(storedShown);
  const subscribe = useCallback(
    (changed: () => void) => {
      const unsubscribe = viewStore.subscribe(changed);
      return () => void unsubscribe();
    },
    [viewStore],
  );
  // A string snapshot: React re-renders only when the corner changes, not every frame.
  const place = useSyncExternalStore(subscribe, () => {
    const v = viewStore.get();
    if (!scene || !v) return 'left';
    return minimapPlace(scene.index.data, v.transform, v.width, v.height) ?? 'aside';
  });
  // Asked for while it had stepped aside: shown anyway, in its usual corner, until hidden.
  const [forced, setForced] = useState(false);
  const visible = shown && (place !== 'aside' || forced);
  const toggle = () => {
    const next = !visible;
    setShown(next);
    setForced(next && place === 'aside');
    try {
      localStorage.setItem(MINIMAP_STORAGE_KEY, next ? 'shown' : 'hidden');
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };
  const right = place === 'right';
  return (
    <Box
      data-testid="genealogy-minimap-dock"
      data-place={!shown ? 'hidden' : visible && place === 'aside' ? 'forced' : place}
      sx={{
        position: 'absolute',
        bottom: minimapSize.margin,
        ...(right ? { right: minimapSize.margin } : { left: minimapSize.margin }),
        display: { xs: 'none', sm: 'flex' },
        flexDirection: right ? 'row-reverse' : 'row',
        alignItems: 'flex-end',
        gap: `${minimapSize.gap}px`,
      }}
    >
      {visible && <Minimap {...props} />}
      <IconButton
        variant="outlined"
        color="neutral"
        onClick={toggle}
        aria-pressed={visible}
        aria-label={t('genealogy.minimapShown')}
        title={visible ? t('genealogy.minimapHide') : t('genealogy.minimapShow')}
        data-testid="minimap-toggle"
        sx={{
          width: minimapSize.button,
          height: minimapSize.button,
          bgcolor: 'background.surface',
          boxShadow: 'sm',
        }}
      >
        {visible ? <EyeOff size={18} /> : <MapIcon size={18} />}
      </IconButton>
    </Box>
  );
}
