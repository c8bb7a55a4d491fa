import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import { ChartColumn, Maximize2, Minimize2 } from 'lucide-react';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { KIND_MEMBER } from '@workers/genealogy/protocol';
import { centreOn, lodScales, worldToScreen } from '../canvas/camera';
import type { TreeTheme } from '../canvas/tree-theme';
import type { TreeViewEvents } from '../canvas/tree-view';
import type { Explorer } from '../hooks/use-explorer';
import { focusAfter, keyAction } from '../state/keyboard';
import { MinimapDock } from './minimap';
import { NodeTooltip } from './node-tooltip';
import { TreeCanvas } from './tree-canvas';
import { TreeNeighbourhood } from './tree-neighbourhood';
import { ZoomControls } from './zoom-controls';

/** The canvas with its overlays: zoom buttons, minimap, tooltip, screen-reader neighbourhood. */
export function ExplorerWorkspace({
  ex,
  theme,
  onOpenAnalysis,
}: {
  ex: Explorer;
  theme: TreeTheme;
  /** Phones and tablets: the analysis opens in a bottom sheet from a button on the canvas. */
  onOpenAnalysis?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { view, tree, data } = ex;
  const layout = view?.layout;

  /** Brings a node into view at a readable scale when keyboard focus leaves the screen. */
  const reveal = (i: number) => {
    const tv = tree.current;
    if (!tv || !layout || i < 0) return;
    const { transform: tr, width, height } = tv.current;
    const [sx, sy] = worldToScreen(tr, layout.x[i]!, layout.y[i]!);
    const inside = sx > 40 && sx < width - 40 && sy > 40 && sy < height - 40;
    if (inside && tr.k >= lodScales.card) return;
    tv.flyTo(tv.centred(i, Math.max(tr.k, 0.8)));
  };

  const neighbourhoodRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    // Letters with a modifier belong to the browser (Ctrl+L, Ctrl+T).
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const action = keyAction(e.key);
    const tv = tree.current;
    if (!action || !layout || !tv) return;
    e.preventDefault();
    if (action.type === 'move' || action.type === 'root') {
      const next = focusAfter(layout, ex.focused, action);
      ex.setFocused(next);
      ex.setShowFocus(true);
      reveal(next);
    } else if (action.type === 'open') {
      ex.select(ex.focused < 0 ? 0 : ex.focused, { open: true });
    } else if (action.type === 'zoom') {
      tv.zoomBy(action.factor);
    } else if (action.type === 'list') {
      // The neighbourhood list shows itself while focus is inside it.
      neighbourhoodRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    } else if (action.type === 'table') {
      void navigate('/member/network/tabular');
    } else {
      tv.flyTo(tv.fitted());
    }
  };

  const events: TreeViewEvents = useMemo(
    () => ({
      onView: ex.onView,
      onHover: (index, x, y) =>
        ex.setHover((h) => (index < 0 ? null : h?.index === index ? h : { index, x, y })),
      onTap: (index, x, y) => {
        if (index < 0 || !layout) return;
        const member = layout.kind[index] === KIND_MEMBER;
        // A tapped free slot explains itself in the tooltip; a member opens its details.
        ex.setHover(member ? null : { index, x, y });
        ex.select(index, { open: member });
      },
    }),
    [ex, layout],
  );

  const hover = ex.hover;
  const hoverMember = hover && layout ? data.members.get(layout.ids[hover.index]!) : undefined;
  const selectedOrRoot = ex.selected >= 0 ? ex.selected : 0;

  return (
    <Box
      data-testid="genealogy-workspace"
      data-full-screen={ex.fullScreen ? 'true' : undefined}
      sx={{
        position: 'relative',
        minWidth: 0,
        height: { xs: '62dvh', lg: 'calc(100dvh - 300px)' },
        minHeight: 360,
        borderRadius: 'md',
        overflow: 'hidden',
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        '&:has(canvas:focus-visible)': { outline: '2px solid', outlineColor: 'focusVisible' },
        // Full screen: the whole viewport, above the app's bars; sheets still open above it.
        ...(ex.fullScreen && {
          position: 'fixed',
          inset: 0,
          height: '100dvh',
          minHeight: 0,
          zIndex: 1200,
          borderRadius: 0,
          border: 'none',
          bgcolor: 'background.body',
        }),
      }}
    >
      <TreeCanvas
        scene={ex.scene}
        theme={theme}
        events={events}
        label={t('genealogy.canvasLabel')}
        describedBy="genealogy-keys"
        onView={ex.onTreeView}
        onKeyDown={onKeyDown}
        onFocusChange={(visible) => {
          ex.setShowFocus(visible);
          if (visible && ex.focused < 0) ex.setFocused(selectedOrRoot);
        }}
      />
      <Box id="genealogy-keys" sx={{ display: 'none' }}>
        {t('genealogy.keys')}
      </Box>
      {data.progress && data.progress.total > 0 && data.progress.loaded < data.progress.total ? (
        <LinearProgress
          size="sm"
          determinate
          value={Math.min(100, (data.progress.loaded / data.progress.total) * 100)}
          aria-hidden
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      ) : (
        data.data.status === 'loading' && (
          <LinearProgress
            aria-hidden
            size="sm"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )
      )}
      <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          color="neutral"
          onClick={() => ex.setFullScreen(!ex.fullScreen)}
          startDecorator={ex.fullScreen ? <Minimize2 size={18} /> : <Maximize2 size={18} />}
          sx={{ minHeight: 44, bgcolor: 'background.surface', boxShadow: 'sm' }}
          data-testid="full-screen"
        >
          {ex.fullScreen
            ? t('genealogy.analysis.exitFullScreen')
            : t('genealogy.analysis.fullScreen')}
        </Button>
        {onOpenAnalysis && (
          <Button
            variant="outlined"
            color="neutral"
            onClick={onOpenAnalysis}
            startDecorator={<ChartColumn size={18} />}
            sx={{ minHeight: 44, bgcolor: 'background.surface', boxShadow: 'sm' }}
            data-testid="open-analysis"
          >
            {t('genealogy.analysis.panel')}
          </Button>
        )}
      </Box>
      {hover && layout && (
        <NodeTooltip
          member={hoverMember}
          freeSlot={layout.kind[hover.index] !== KIND_MEMBER}
          x={hover.x}
          y={hover.y}
          boxWidth={ex.viewStore.get()?.width ?? 0}
        />
      )}
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <ZoomControls
          onZoom={(f) => tree.current?.zoomBy(f)}
          onFit={() => tree.current && tree.current.flyTo(tree.current.fitted())}
          onSelected={() => ex.flyToIndex(ex.selected)}
          hasSelection={ex.selected >= 0}
        />
      </Box>
      <MinimapDock
        scene={ex.scene}
        viewStore={ex.viewStore}
        theme={theme}
        onMove={(wx, wy) => {
          const tv = tree.current;
          if (tv)
            tv.jumpTo(
              centreOn(tv.current.transform.k, wx, wy, tv.current.width, tv.current.height),
            );
        }}
      />
      {layout && (
        <TreeNeighbourhood
          ref={neighbourhoodRef}
          layout={layout}
          focused={ex.focused}
          members={data.members}
          ensureDetails={(i) => void data.ensureMembers(i)}
          onFocusNode={(i) => {
            ex.setFocused(i);
            ex.select(i);
            reveal(i);
          }}
        />
      )}
    </Box>
  );
}
