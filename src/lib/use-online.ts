import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getSnapshot = () => navigator.onLine;
// Server rendering (and anything without a navigator) counts as online.
const getServerSnapshot = () => true;

/**
 * Whether the browser has a network connection, following its online and offline events.
 * `false` is certain (no network at all); `true` only means a network is there, so a failed
 * call still shows its own "Network Connection Failed" (spec §8).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
