import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { MAX_TOASTS, toast } from './toast';
import { Toaster } from './toaster';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common: { actions: { close: 'Close' } } } },
    react: { useSuspense: false },
  });
});

function renderToaster() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Renders the toaster, then raises a toast the way code outside React does. */
function renderToasterWith(raise: () => void) {
  renderToaster();
  act(raise);
}

/** `text` is still on screen 1 ms before `ms` have passed, and gone at `ms`. */
function expectShownFor(text: string, ms: number) {
  advance(ms - 1);
  expect(screen.getByText(text)).toBeTruthy();
  advance(1);
  expect(screen.queryByText(text)).toBeNull();
}

describe('Toaster', () => {
  it('shows a success toast raised outside React', () => {
    renderToasterWith(() => toast.success('Payout requested'));
    expect(screen.getByRole('status').textContent).toContain('Payout requested');
  });

  it('shows an error toast as an alert', () => {
    renderToasterWith(() => toast.error('Network Connection Failed'));
    expect(screen.getByRole('alert').textContent).toContain('Network Connection Failed');
  });

  it('closes a toast with its close button', () => {
    renderToasterWith(() => toast.success('Saved'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('dismisses a success or error toast after 5 seconds', () => {
    renderToaster();
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });
    advance(4999);
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('dismisses a plain toast after 2 seconds', () => {
    renderToasterWith(() => toast.plain('Copied'));
    expectShownFor('Copied', 2000);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    renderToasterWith(() => toast.success('Saved'));
    advance(3000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(20_000);
    expect(screen.getByText('Saved')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('status'));
    expectShownFor('Saved', 2000);
  });

  it('pauses while a keyboard user is on the close button', () => {
    renderToasterWith(() => toast.plain('Copied'));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    advance(10_000);
    expect(screen.getByText('Copied')).toBeTruthy();
  });

  it('dismisses one toast by id and keeps the others', () => {
    renderToaster();
    let first = '';
    act(() => {
      first = toast.success('First');
      toast.success('Second');
    });
    act(() => toast.dismiss(first));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it(`keeps only the newest ${MAX_TOASTS} toasts`, () => {
    renderToaster();
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 2; i += 1) toast.plain(`Toast ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(MAX_TOASTS);
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(screen.getByText(`Toast ${MAX_TOASTS + 2}`)).toBeTruthy();
  });
});
