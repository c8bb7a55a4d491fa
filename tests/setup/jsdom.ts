import { cleanup, configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import { toast } from '@/components/toasts/toast';
import { resetModuleState } from '@/session/module-state';
// Joy UI reads window.matchMedia, which jsdom does not implement.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// findBy… and waitFor wait for what the page will show and return as soon as it does; their
// 1 s default made each one a hidden timing assertion that a busy machine failed (the first
// render of a screen in jsdom, its modules still loading, took longer). Same reasoning as the
// end-to-end polls (docs/decisions/032-fast-e2e-suite.md).
configure({ asyncUtilTimeout: 10_000 });

// Test files share a worker's modules (isolate: false): what one file left in the app's
// module-level stores must not reach the next.
afterAll(() => {
  cleanup();
  toast.dismiss();
  resetModuleState();
  localStorage.clear();
  sessionStorage.clear();
});
