import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The element's content width, kept current as the layout changes; null until measured, so a
 * chart is drawn once at its real width rather than first at a guess and then again.
 */
export function useElementWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setWidth(el.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
