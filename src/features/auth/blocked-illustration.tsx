/** A small inline drawing, so the blocked screens need no image download to explain themselves. */
export function BlockedIllustration({ kind }: { kind: 'denied' | 'support' }) {
  return (
    <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden role="presentation">
      <circle cx="60" cy="60" r="56" fill="var(--joy-palette-primary-100, #e6e6fd)" />
      {kind === 'denied' ? (
        <g
          stroke="var(--joy-palette-primary-500, #5b58ec)"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
        >
          <circle cx="60" cy="60" r="28" />
          <path d="M40 80 L80 40" />
        </g>
      ) : (
        <g
          stroke="var(--joy-palette-primary-500, #5b58ec)"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        >
          <path d="M34 64v-6a26 26 0 0 1 52 0v6" />
          <rect x="28" y="62" width="12" height="20" rx="5" />
          <rect x="80" y="62" width="12" height="20" rx="5" />
          <path d="M86 82c0 8-10 12-22 12" />
        </g>
      )}
    </svg>
  );
}
