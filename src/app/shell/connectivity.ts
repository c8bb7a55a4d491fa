import { useSyncExternalStore } from 'react';
import { isApiError } from '@/api/http';
import { useOnline } from '@/lib/use-online';

// Whether the last API call reached the server. The browser's own flag (navigator.onLine)
// only knows about the device's network: a tablet on a Wi-Fi without internet, or a page
// opened from the service worker cache while the server is out of reach, still reads
// "online" there, so a call failing with "Network Connection Failed" (spec §8) counts too.

type Listener = () => void;
const listeners = new Set<Listener>();
let unreachable = false;

function set(next: boolean) {
  if (next === unreachable) return;
  unreachable = next;
  listeners.forEach((listener) => listener());
}

export const connectivity = {
  /** Any answer, success or error, proves the server is reachable; a network error does not. */
  report(outcome: unknown) {
    set(isApiError(outcome) && outcome.kind === 'network');
  },
  reset() {
    set(false);
  },
  get: () => unreachable,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

// The browser coming back online clears the flag; the next failing call sets it again.
if (typeof window !== 'undefined') window.addEventListener('online', () => connectivity.reset());

/** True while the device has no network or the server could not be reached. */
export function useOffline(): boolean {
  const online = useOnline();
  const serverUnreachable = useSyncExternalStore(
    connectivity.subscribe,
    connectivity.get,
    connectivity.get,
  );
  return !online || serverUnreachable;
}
