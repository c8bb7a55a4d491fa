import type { PaletteRange } from '@mui/joy/styles';

// Lets `color="secondary"` type-check on Joy components and `theme.palette.secondary` resolve.
declare module '@mui/joy/styles' {
  interface ColorPalettePropOverrides {
    secondary: true;
  }
  interface Palette {
    secondary: PaletteRange;
  }
}
