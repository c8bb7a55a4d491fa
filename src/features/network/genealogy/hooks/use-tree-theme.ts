import { useColorScheme } from '@mui/joy/styles';
import { useEffect, useState } from 'react';
import {
  darkTreeTheme,
  lightTreeTheme,
  resolveTreeTheme,
  type TreeTheme,
} from '../canvas/tree-theme';

/** The canvas colours of the current colour mode, read from the Joy palette's CSS variables. */
export function useTreeTheme(): TreeTheme {
  const { mode } = useColorScheme();
  const dark = mode === 'dark';
  const [theme, setTheme] = useState<TreeTheme>(dark ? darkTreeTheme : lightTreeTheme);
  useEffect(() => {
    // Joy switches the variables by an attribute on <html>; read them once it has.
    const frame = requestAnimationFrame(() =>
      setTheme(resolveTreeTheme(document.documentElement, dark)),
    );
    return () => cancelAnimationFrame(frame);
  }, [dark]);
  return theme;
}
