import { useEffect, useRef } from 'react';
import { mainContentId } from './skip-link';

const WAIT_MS = 3_000;

/**
 * Issue 17: after a route change, focus goes to the new page's heading (its h1, tabIndex -1),
 * so a screen reader announces where the member is and Tab continues from the top of the
 * content. Not on the first load (a deep link keeps the browser's own start), not while a
 * drawer or dialog is still closing (it hands focus back to its trigger first), and not when
 * the new page has already put focus somewhere inside itself (an autofocused field).
 */
export function useFocusHeadingOnRouteChange(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = document.activeElement;
    const deadline = Date.now() + WAIT_MS;
    let timer = 0;
    const attempt = () => {
      const main = document.getElementById(mainContentId);
      const heading = main?.querySelector<HTMLElement>('h1');
      const closing = document.querySelector('.MuiDrawer-root, .MuiModal-root');
      if (heading && !closing) {
        const active = document.activeElement;
        const movedInside = active && active !== before && main?.contains(active);
        if (!movedInside) {
          if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
        return;
      }
      if (Date.now() < deadline) timer = window.setTimeout(attempt, 50);
    };
    timer = window.setTimeout(attempt, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
