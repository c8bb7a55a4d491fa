import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import { Info } from 'lucide-react';
import { useRef, useState } from 'react';

type Props = {
  /** What the figure means, in a sentence or two. */
  text: string;
  /** The figure's name, for the button's accessible label ("About: Wallet balance"). */
  label: string;
  testId?: string;
};

/**
 * A small "i" beside a figure that explains it. Hover and keyboard focus open it like any
 * tooltip; a tap or a click opens it too, because touch screens have no hover and the
 * default long press is undiscoverable. Escape, blur or a few seconds after a tap close it.
 */
export function InfoTip({ text, label, testId }: Props) {
  const [open, setOpen] = useState(false);
  // Chrome follows a tap with compatibility mouse events, including mouseleave, which the
  // tooltip takes as "the pointer left": ignore that close for a moment after a touch.
  const touchedAt = useRef(0);
  return (
    <Tooltip
      title={text}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={(event) => {
        if (event?.type === 'mouseleave' && Date.now() - touchedAt.current < 1000) return;
        setOpen(false);
      }}
      describeChild
      arrow
      variant="outlined"
      placement="top"
      enterTouchDelay={0}
      leaveTouchDelay={6000}
      sx={{ maxWidth: 280, fontSize: 'sm', zIndex: 'tooltip' }}
    >
      <IconButton
        size="sm"
        variant="plain"
        color="neutral"
        aria-label={label}
        data-testid={testId}
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') touchedAt.current = Date.now();
        }}
        // A tap fires touchstart (which the tooltip already answers by opening) and then a
        // click: the click must open, never toggle, or the tap would close what it opened.
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        sx={{ '--IconButton-size': '24px', minWidth: 24, minHeight: 24, borderRadius: '50%' }}
      >
        <Info size={14} aria-hidden />
      </IconButton>
    </Tooltip>
  );
}
