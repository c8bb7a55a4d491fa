import IconButton, { type IconButtonProps } from '@mui/joy/IconButton';
import { useColorScheme } from '@mui/joy/styles';
import { useTranslation } from 'react-i18next';

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

function SunIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg {...iconProps}>
      <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
    </svg>
  );
}

type ColorModeToggleProps = Omit<IconButtonProps, 'onClick' | 'aria-label' | 'children'>;

/** Switches between light and dark; the icon shows the mode you switch to. */
export function ColorModeToggle(props: ColorModeToggleProps) {
  const { t } = useTranslation('common');
  const { mode, setMode } = useColorScheme();
  const isDark = mode === 'dark';
  return (
    <IconButton
      variant="plain"
      color="neutral"
      {...props}
      aria-label={t(isDark ? 'shell.colorMode.toLight' : 'shell.colorMode.toDark')}
      onClick={() => setMode(isDark ? 'light' : 'dark')}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
