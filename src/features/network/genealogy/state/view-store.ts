import type { Viewport } from '../canvas/camera';

export interface ViewStore {
  get(): Viewport | null;
  set(v: Viewport): void;
  subscribe(listener: (v: Viewport) => void): () => void;
}

/**
 * The camera as an external store: it changes every frame of a gesture, so the minimap and
 * the card fetcher listen here instead of re-rendering the page through React state.
 */
export function createViewStore(): ViewStore {
  let current: Viewport | null = null;
  const listeners = new Set<(v: Viewport) => void>();
  return {
    get: () => current,
    set(v) {
      current = v;
      for (const listener of listeners) listener(v);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
