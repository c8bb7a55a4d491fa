import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InfoTip } from './info-tip';

afterEach(cleanup);

const text = 'Money in your wallet right now.';

function renderTip() {
  render(<InfoTip text={text} label="What does “Wallet balance” mean?" testId="tip" />);
  return screen.getByRole('button', { name: 'What does “Wallet balance” mean?' });
}

describe('InfoTip', () => {
  it('is a labelled button that shows nothing until asked', () => {
    renderTip();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on a click or tap, and a second click keeps it open', async () => {
    const button = renderTip();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('tooltip').textContent).toContain(text);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('tooltip').textContent).toContain(text);
  });

  it('describes the button while open and closes with Escape', async () => {
    const button = renderTip();
    await act(async () => {
      button.focus();
      fireEvent.click(button);
    });
    // describeChild: the explanation is the button's description for screen readers.
    const tooltip = await screen.findByRole('tooltip');
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? button, { key: 'Escape' });
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
