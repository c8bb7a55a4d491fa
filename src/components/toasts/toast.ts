// A tiny external store so anything (a mutation's onError, the HTTP client, a plain
// function) can raise a toast without React; <Toaster /> subscribes with useSyncExternalStore.

export type ToastKind = 'success' | 'error' | 'plain';

export type Toast = {
  id: string;
  kind: ToastKind;
  message: string;
  /** Milliseconds on screen, not counting time while hovered or focused. */
  duration: number;
};

export type ToastOptions = { duration?: number };

/** Spec §8–§9: success and error last 5 s, a plain toast 2 s. */
const TOAST_DURATIONS: Record<ToastKind, number> = {
  success: 5000,
  error: 5000,
  plain: 2000,
};

/** Older toasts are dropped beyond this, so a burst of errors cannot cover the page. */
export const MAX_TOASTS = 5;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function setToasts(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = `toast-${nextId++}`;
  const item: Toast = { id, kind, message, duration: options.duration ?? TOAST_DURATIONS[kind] };
  setToasts([...toasts, item].slice(-MAX_TOASTS));
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  plain: (message: string, options?: ToastOptions) => show('plain', message, options),
  /** Removes one toast, or every toast when called without an id. */
  dismiss(id?: string): void {
    if (id === undefined) {
      if (toasts.length) setToasts([]);
      return;
    }
    if (toasts.some((t) => t.id === id)) setToasts(toasts.filter((t) => t.id !== id));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot(): readonly Toast[] {
    return toasts;
  },
};
