import '@fontsource/ubuntu/400.css';
import '@fontsource/ubuntu/500.css';
import '@fontsource/ubuntu/700.css';

import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider, useColorScheme } from '@mui/joy/styles';
import { useEffect, type ReactNode } from 'react';

import { theme } from './theme';

/** localStorage key (and cookie name) of the colour mode; spec §3 "Local storage keys". */
export const COLOR_MODE_STORAGE_KEY = 'color_mode';
/** Spec §9: the colour-mode cookie lives one year. */
const COLOR_MODE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type ColorMode = 'light' | 'dark';

function writeColorModeCookie(mode: ColorMode): void {
  document.cookie =
    `${COLOR_MODE_STORAGE_KEY}=${mode}; Max-Age=${COLOR_MODE_COOKIE_MAX_AGE_SECONDS}; ` +
    'Path=/; SameSite=Lax';
}

// The mode never follows the system (spec §4): a stored 'system' (from an older build or
// a hand-edited storage) is coerced to light. Every other change is mirrored to the cookie.
function ColorModeSync() {
  const { mode, setMode } = useColorScheme();
  useEffect(() => {
    if (mode === 'system') {
      setMode('light');
      return;
    }
    if (mode) writeColorModeCookie(mode);
  }, [mode, setMode]);
  return null;
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <CssVarsProvider
      theme={theme}
      defaultMode="light"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      disableTransitionOnChange
    >
      <CssBaseline />
      <ColorModeSync />
      {children}
    </CssVarsProvider>
  );
}
