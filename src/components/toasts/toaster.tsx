import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { toast, type Toast, type ToastKind } from './toast';

const alertColor: Record<ToastKind, 'success' | 'danger' | 'neutral'> = {
  success: 'success',
  error: 'danger',
  plain: 'neutral',
};

function CloseIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      aria-hidden
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** Counts down while neither hovered nor focused; resumes with the time that was left. */
function useAutoDismiss(item: Toast, paused: boolean) {
  const remaining = useRef(item.duration);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => toast.dismiss(item.id), Math.max(remaining.current, 0));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [item.id, paused]);
}

function ToastItem({ item, closeLabel }: { item: Toast; closeLabel: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(item, hovered || focused);
  return (
    <Alert
      role={item.kind === 'error' ? 'alert' : 'status'}
      variant="soft"
      color={alertColor[item.kind]}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      endDecorator={
        <IconButton
          size="sm"
          variant="plain"
          color={alertColor[item.kind]}
          aria-label={closeLabel}
          onClick={() => toast.dismiss(item.id)}
        >
          <CloseIcon />
        </IconButton>
      }
      sx={{
        pointerEvents: 'auto',
        minWidth: 'min(300px, calc(100vw - 16px))',
        maxWidth: 'min(560px, calc(100vw - 16px))',
        boxShadow: 'md',
        overflowWrap: 'anywhere',
      }}
    >
      {item.message}
    </Alert>
  );
}

/**
 * Each toast is its own live region (error: role alert, others: role status). Renders the queue: bottom-centre below the sm breakpoint (600 px), otherwise
 * top-right under the top bar (spec §8–§9). Mount once, inside the theme and i18n providers.
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const items = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        display: 'flex',
        gap: 1,
        pointerEvents: 'none',
        // The newest toast sits nearest the screen edge.
        flexDirection: { xs: 'column', sm: 'column-reverse' },
        alignItems: { xs: 'center', sm: 'flex-end' },
        // Clear of the member shell's bars: below the 64 px top bar (its language, theme and
        // account controls stay reachable) and, on phones, above the 64 px bottom bar.
        top: { xs: 'auto', sm: 72 },
        bottom: { xs: 80, sm: 'auto' },
        left: { xs: '50%', sm: 'auto' },
        right: { xs: 'auto', sm: 16 },
        transform: { xs: 'translateX(-50%)', sm: 'none' },
      }}
    >
      {items.map((item) => (
        <ToastItem key={item.id} item={item} closeLabel={t('actions.close')} />
      ))}
    </Box>
  );
}
