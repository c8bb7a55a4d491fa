import { vi } from 'vitest';

/** jsdom has no layout: a chart's or a table's size observer only needs to exist. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  );
}
