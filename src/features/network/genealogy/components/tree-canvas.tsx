import Box from '@mui/joy/Box';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { TreeScene } from '../canvas/scene';
import type { TreeTheme } from '../canvas/tree-theme';
import { TreeView, type TreeViewEvents } from '../canvas/tree-view';

export interface TreeCanvasProps {
  scene: TreeScene | null;
  theme: TreeTheme;
  events: TreeViewEvents;
  label: string;
  describedBy?: string;
  onView: (view: TreeView | null) => void;
  onKeyDown: (e: KeyboardEvent<HTMLCanvasElement>) => void;
  onFocusChange: (focusVisible: boolean) => void;
}

/** Sizes the canvas to its box (ResizeObserver, device pixels) and hands it to a TreeView. */
export function TreeCanvas(props: TreeCanvasProps) {
  const { scene, theme, events, onView } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<TreeView | null>(null);
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  }, [events]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const view = new TreeView(canvas, null, theme, {
      onView: (v) => eventsRef.current.onView?.(v),
      onHover: (...a) => eventsRef.current.onHover?.(...a),
      onTap: (...a) => eventsRef.current.onTap?.(...a),
    });
    viewRef.current = view;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      view.resize(width, height, window.devicePixelRatio || 1);
      eventsRef.current.onView?.(view.current);
    });
    observer.observe(canvas);
    onView(view);
    return () => {
      observer.disconnect();
      view.destroy();
      viewRef.current = null;
      onView(null);
    };
    // The view lives as long as the canvas; scene and theme reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => viewRef.current?.setScene(scene), [scene]);
  useEffect(() => viewRef.current?.setTheme(theme), [theme]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      tabIndex={0}
      role="application"
      aria-label={props.label}
      aria-describedby={props.describedBy}
      data-testid="genealogy-canvas"
      onKeyDown={props.onKeyDown}
      onFocus={(e) => props.onFocusChange(e.currentTarget.matches(':focus-visible'))}
      onBlur={() => props.onFocusChange(false)}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        touchAction: 'none',
        cursor: 'grab',
        outline: 'none',
        '&:active': { cursor: 'grabbing' },
      }}
    />
  );
}
