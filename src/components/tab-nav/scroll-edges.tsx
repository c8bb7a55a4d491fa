import Box from '@mui/joy/Box';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';

export type ScrollEdges = { start: boolean; end: boolean };

/**
 * When a strip scrolls sideways, bring its open item (the first that matches `openItem`) to
 * the middle of the view whenever `open` changes.
 */
export function useScrollOpenIntoView(
  ref: RefObject<HTMLElement | null>,
  openItem: string,
  open: unknown,
) {
  useEffect(() => {
    const strip = ref.current;
    const item = strip?.querySelector<HTMLElement>(openItem);
    if (strip && item && strip.scrollWidth > strip.clientWidth)
      strip.scrollLeft = item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2;
  }, [ref, openItem, open]);
}

/** Whether a sideways-scrolling strip hides items before (start) or after (end) its view. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      const start = max > 1 && el.scrollLeft > 1;
      const end = max > 1 && el.scrollLeft < max - 1;
      setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
    };
    // A ResizeObserver reports once on observe, so the first state needs no call here.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, [ref]);
  return edges;
}

const fadeSx = {
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 40,
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
  color: 'text.tertiary',
  zIndex: 1,
} as const;

const fades = {
  start: {
    inset: { left: 0 },
    align: 'flex-start',
    toward: 'right',
    icon: <ChevronLeft size={18} />,
  },
  end: { inset: { right: 0 }, align: 'flex-end', toward: 'left', icon: <ChevronRight size={18} /> },
} as const;

/** The fade on one edge, its chevron pointing to what lies beyond. */
function EdgeFade({ side }: { side: keyof typeof fades }) {
  const f = fades[side];
  return (
    <Box
      aria-hidden
      data-testid={`scroll-cue-${side}`}
      sx={{
        ...fadeSx,
        ...f.inset,
        justifyContent: f.align,
        background: `linear-gradient(to ${f.toward}, var(--joy-palette-background-body) 45%, transparent)`,
      }}
    >
      {f.icon}
    </Box>
  );
}

/**
 * Fades with a chevron on the edges of a strip that scrolls sideways, where items lie beyond
 * the view: a cut-off strip says there is more rather than looking complete. Put it in a
 * relatively positioned box around the strip.
 */
export function EdgeFades({ edges }: { edges: ScrollEdges }) {
  return (
    <>
      {edges.start && <EdgeFade side="start" />}
      {edges.end && <EdgeFade side="end" />}
    </>
  );
}
