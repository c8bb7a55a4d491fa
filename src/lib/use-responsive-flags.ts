import { useSyncExternalStore } from 'react';
import { breakpointPx, responsiveFlags, type ResponsiveFlags } from './breakpoints';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// useSyncExternalStore needs a stable snapshot: the same object while the width is the same.
let cached: { width: number; flags: ResponsiveFlags } | null = null;

function getSnapshot(): ResponsiveFlags {
  const width = window.innerWidth;
  if (cached === null || cached.width !== width) cached = { width, flags: responsiveFlags(width) };
  return cached.flags;
}

const serverFlags = responsiveFlags(breakpointPx.desktop);
const getServerSnapshot = (): ResponsiveFlags => serverFlags;

/** Spec §4: responsive flags, updated on every window resize. */
export function useResponsiveFlags(): ResponsiveFlags {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
