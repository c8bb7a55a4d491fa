/** Spec §9 breakpoints, as the theme writes them. */
export const breakpoints = {
  tabletSmall: '37.5em',
  tabletLarge: '48em',
  desktop: '64em',
  desktopLarge: '75em',
} as const;

/** The same breakpoints in pixels (1em = 16px). */
export const breakpointPx = {
  tabletSmall: 600,
  tabletLarge: 768,
  desktop: 1024,
  desktopLarge: 1200,
} as const;

export type ResponsiveFlags = {
  /** Below 600. */
  isMobile: boolean;
  /** 600 to 1023. */
  isTablet: boolean;
  /** 600 to 767. */
  isTabletSmall: boolean;
  /** 768 to 1023. */
  isTabletLarge: boolean;
  /** From 1024 (large desktops included). */
  isDesktop: boolean;
  /** From 1200. */
  isLargeDesktop: boolean;
};

/** Spec §4 "Responsive flags" for a window width in CSS pixels. */
export function responsiveFlags(widthPx: number): ResponsiveFlags {
  const { tabletSmall, tabletLarge, desktop, desktopLarge } = breakpointPx;
  return {
    isMobile: widthPx < tabletSmall,
    isTablet: widthPx >= tabletSmall && widthPx < desktop,
    isTabletSmall: widthPx >= tabletSmall && widthPx < tabletLarge,
    isTabletLarge: widthPx >= tabletLarge && widthPx < desktop,
    isDesktop: widthPx >= desktop,
    isLargeDesktop: widthPx >= desktopLarge,
  };
}
