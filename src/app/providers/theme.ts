import { extendTheme } from '@mui/joy/styles';

// Spec §9: primary is a violet-blue scale around #5b58ec, secondary is #E4A316,
// the page background is #EDF5FD, the font is Ubuntu and buttons weigh 500.

const primaryScale = {
  50: '#f0f0fe',
  100: '#e2e1fd',
  200: '#c8c7fb',
  300: '#a6a4f7',
  400: '#807df2',
  500: '#5b58ec',
  600: '#4a45de',
  700: '#3d37c2',
  800: '#332f9c',
  900: '#2b297a',
} as const;

const secondaryScale = {
  50: '#fefaec',
  100: '#fcf0c9',
  200: '#f9e08f',
  300: '#f5cb55',
  400: '#efb72c',
  500: '#e4a316',
  600: '#c47f0f',
  700: '#a05c10',
  800: '#834914',
  900: '#6c3d15',
} as const;

/** Page background (body) per colour mode. */
const pageBackground = { light: '#EDF5FD', dark: '#0b0e1c' } as const;

/**
 * Breakpoints in px; spec §9 gives them in em (37.5em, 48em, 64em, 75em), which are the
 * same numbers at the default 16 px root size. Mobile < sm, tablet sm..lg (small below md),
 * desktop from lg, large desktop from xl (spec §4 "Responsive flags").
 */
const breakpointValues = { xs: 0, sm: 600, md: 768, lg: 1024, xl: 1200 } as const;

const paletteVar = (token: string) => `var(--joy-palette-${token})`;

// Joy only derives variant tokens (solidBg, softColor…) for its built-in palettes; a custom
// palette must list them itself or `color="secondary"` components get no colours.
// Amber is light, so solid secondary uses dark text for contrast.
const secondaryLight = {
  ...secondaryScale,
  plainColor: paletteVar('secondary-700'),
  plainHoverBg: paletteVar('secondary-100'),
  plainActiveBg: paletteVar('secondary-200'),
  plainDisabledColor: paletteVar('neutral-400'),
  outlinedColor: paletteVar('secondary-700'),
  outlinedBorder: paletteVar('secondary-300'),
  outlinedHoverBg: paletteVar('secondary-100'),
  outlinedActiveBg: paletteVar('secondary-200'),
  outlinedDisabledColor: paletteVar('neutral-400'),
  outlinedDisabledBorder: paletteVar('neutral-200'),
  softColor: paletteVar('secondary-800'),
  softBg: paletteVar('secondary-100'),
  softHoverBg: paletteVar('secondary-200'),
  softActiveColor: paletteVar('secondary-900'),
  softActiveBg: paletteVar('secondary-300'),
  softDisabledColor: paletteVar('neutral-400'),
  softDisabledBg: paletteVar('neutral-50'),
  solidColor: '#1c1300',
  solidBg: paletteVar('secondary-500'),
  solidHoverBg: paletteVar('secondary-400'),
  solidActiveBg: paletteVar('secondary-600'),
  solidDisabledColor: paletteVar('neutral-400'),
  solidDisabledBg: paletteVar('neutral-100'),
};

const secondaryDark = {
  ...secondaryScale,
  plainColor: paletteVar('secondary-300'),
  plainHoverBg: paletteVar('secondary-800'),
  plainActiveBg: paletteVar('secondary-700'),
  plainDisabledColor: paletteVar('neutral-500'),
  outlinedColor: paletteVar('secondary-200'),
  outlinedBorder: paletteVar('secondary-700'),
  outlinedHoverBg: paletteVar('secondary-800'),
  outlinedActiveBg: paletteVar('secondary-700'),
  outlinedDisabledColor: paletteVar('neutral-500'),
  outlinedDisabledBorder: paletteVar('neutral-800'),
  softColor: paletteVar('secondary-200'),
  softBg: paletteVar('secondary-800'),
  softHoverBg: paletteVar('secondary-700'),
  softActiveColor: paletteVar('secondary-100'),
  softActiveBg: paletteVar('secondary-600'),
  softDisabledColor: paletteVar('neutral-500'),
  softDisabledBg: paletteVar('neutral-800'),
  solidColor: '#1c1300',
  solidBg: paletteVar('secondary-500'),
  solidHoverBg: paletteVar('secondary-400'),
  solidActiveBg: paletteVar('secondary-600'),
  solidDisabledColor: paletteVar('neutral-500'),
  solidDisabledBg: paletteVar('neutral-800'),
};

/**
 * Issue 17: below 1024 px (phones and tablets) every control is at least 44 × 44 px, the
 * touch target of WCAG 2.5.5; Joy's size sm controls are 32 px. One rule here rather than
 * a minHeight on each control; desktop keeps the compact sizes.
 */
const touchMedia = `@media (max-width: ${breakpointValues.lg - 0.05}px)`;
const touchTarget = { [touchMedia]: { minHeight: 44, minWidth: 44 } };

const fallbackFonts =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

export const theme = extendTheme({
  breakpoints: { values: breakpointValues },
  colorSchemes: {
    light: {
      palette: {
        primary: {
          ...primaryScale,
          // Joy's defaults put primary-500 on primary-200 for a pressed toggle (3.2:1); one
          // step darker text on one step lighter ground passes 4.5:1 (issue 17).
          plainColor: paletteVar('primary-600'),
          plainActiveBg: paletteVar('primary-100'),
          outlinedColor: paletteVar('primary-600'),
          outlinedActiveBg: paletteVar('primary-100'),
        },
        secondary: secondaryLight,
        background: {
          body: pageBackground.light,
          surface: '#ffffff',
          popup: '#ffffff',
        },
      },
    },
    dark: {
      palette: {
        primary: {
          ...primaryScale,
          // Soft primary surfaces (the current package's card) carry tertiary text: on
          // primary-800 that is 4.2:1, on primary-900 5:1 (issue 17).
          softBg: paletteVar('primary-900'),
          softHoverBg: paletteVar('primary-800'),
          softActiveBg: paletteVar('primary-700'),
        },
        secondary: secondaryDark,
        background: {
          body: pageBackground.dark,
          surface: '#131729',
          popup: '#171b30',
        },
      },
    },
  },
  fontFamily: {
    body: `"Ubuntu", var(--joy-fontFamily-fallback, ${fallbackFonts})`,
    display: `"Ubuntu", var(--joy-fontFamily-fallback, ${fallbackFonts})`,
    fallback: fallbackFonts,
  },
  components: {
    JoyButton: {
      styleOverrides: {
        root: { fontWeight: 500, ...touchTarget },
      },
    },
    JoyIconButton: { styleOverrides: { root: touchTarget } },
    JoyMenuButton: { styleOverrides: { root: touchTarget } },
    // Joy dims a placeholder ("Choose…") to 0.64, below 4.5:1 on white; 0.8 passes in both modes.
    JoySelect: { styleOverrides: { root: { '--Select-placeholderOpacity': 0.8, ...touchTarget } } },
    JoyInput: { styleOverrides: { root: touchTarget } },
    JoyTab: { styleOverrides: { root: touchTarget } },
    JoyListItemButton: { styleOverrides: { root: touchTarget } },
    JoyMenuItem: { styleOverrides: { root: touchTarget } },
    JoyOption: { styleOverrides: { root: touchTarget } },
    JoyAutocomplete: { styleOverrides: { root: touchTarget } },
  },
});
