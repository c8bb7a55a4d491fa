/** Colours and font of the canvas; resolved from the Joy palette (CSS variables) at runtime. */
export interface TreeTheme {
  background: string;
  surface: string;
  border: string;
  text: string;
  textMuted: string;
  link: string;
  accent: string;
  accentText: string;
  inactive: string;
  freeSlot: string;
  focusRing: string;
  font: string;
}

/** Joy palette token behind each theme colour (`--joy-palette-<token>`). */
const paletteTokens: Record<Exclude<keyof TreeTheme, 'font'>, string> = {
  background: 'background-body',
  surface: 'background-surface',
  border: 'neutral-outlinedBorder',
  text: 'text-primary',
  textMuted: 'text-tertiary',
  link: 'neutral-400',
  accent: 'primary-500',
  accentText: 'common-white',
  inactive: 'neutral-softBg',
  freeSlot: 'success-400',
  focusRing: 'focusVisible',
};

export const lightTreeTheme: TreeTheme = {
  background: '#EDF5FD',
  surface: '#ffffff',
  border: '#cdd7e1',
  text: '#171a1c',
  textMuted: '#555e68',
  link: '#9fa6ad',
  accent: '#5b58ec',
  accentText: '#ffffff',
  inactive: '#f0f4f8',
  freeSlot: '#51bc51',
  focusRing: '#0b6bcb',
  font: 'Ubuntu, system-ui, sans-serif',
};

export const darkTreeTheme: TreeTheme = {
  ...lightTreeTheme,
  background: '#0b0e1c',
  surface: '#0b0d0e',
  border: '#32383e',
  text: '#f0f4f8',
  textMuted: '#9fa6ad',
  link: '#555e68',
  inactive: '#171a1c',
};

/**
 * Reads the Joy palette of the current colour scheme from the CSS variables on `element`
 * (the canvas needs concrete colours, while the theme object holds `var()` references).
 */
export function resolveTreeTheme(element: Element, dark: boolean): TreeTheme {
  const fallback = dark ? darkTreeTheme : lightTreeTheme;
  const style = getComputedStyle(element);
  const read = (token: string, otherwise: string) =>
    style.getPropertyValue(`--joy-palette-${token}`).trim() || otherwise;
  const theme = { ...fallback };
  for (const [key, token] of Object.entries(paletteTokens) as [
    keyof typeof paletteTokens,
    string,
  ][]) {
    theme[key] = read(token, fallback[key]);
  }
  const family = style.getPropertyValue('--joy-fontFamily-body').trim();
  if (family) theme.font = family;
  return theme;
}
