import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import type { SxProps } from '@mui/joy/styles/types';

type Choice<V extends string> = { value: V; label: string; testId?: string };

/**
 * One of a few choices as a row of toggle buttons, named by `label`. Tapping the chosen
 * button again keeps it chosen: `onChange` hears only of a new choice.
 */
export function ChoiceButtons<V extends string>({
  label,
  value,
  onChange,
  choices,
  sx,
  buttonSx,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  choices: readonly Choice<V>[];
  sx?: SxProps;
  buttonSx?: SxProps;
}) {
  return (
    <ToggleButtonGroup
      size="sm"
      value={value}
      onChange={(_, next) => next && onChange(next as V)}
      aria-label={label}
      sx={sx}
    >
      {choices.map((c) => (
        <Button key={c.value} value={c.value} sx={buttonSx} data-testid={c.testId}>
          {c.label}
        </Button>
      ))}
    </ToggleButtonGroup>
  );
}
