import { breakpointPx } from './breakpoints';

/**
 * A standalone link (not inside running text) as a 44 px touch target on phones and tablets
 * (issue 17, WCAG 2.5.5), as the theme makes every button. Links inside a sentence keep their
 * line height: WCAG 2.5.8 exempts them, and a tall inline box would break the text.
 */
export const touchLinkSx = {
  [`@media (max-width: ${breakpointPx.desktop - 0.05}px)`]: {
    minHeight: 44,
    display: 'inline-flex',
    alignItems: 'center',
  },
} as const;
