import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';

import { ColorModeToggle } from './color-mode-toggle';
import { COLOR_MODE_STORAGE_KEY, ThemeRoot } from './theme-root';

const i18n = createTestI18n({
  en: {
    common: {
      shell: { colorMode: { toDark: 'Switch to dark mode', toLight: 'Switch to light mode' } },
    },
  },
});

function renderToggle() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot>
        <ColorModeToggle />
      </ThemeRoot>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${COLOR_MODE_STORAGE_KEY}=; Max-Age=0; Path=/`;
});

afterEach(() => cleanup());

describe('colour mode', () => {
  it('starts light, toggles to dark and back, storing the mode locally and in the color_mode cookie', () => {
    renderToggle();
    expect(document.cookie).toContain('color_mode=light');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' })));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.cookie).toContain('color_mode=dark');
    expect(document.documentElement.getAttribute('data-joy-color-scheme')).toBe('dark');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Switch to light mode' })));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(document.cookie).toContain('color_mode=light');
  });

  it('restores the stored mode', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });

  it('never follows the system: a stored "system" mode becomes light', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'system');
    renderToggle();
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeTruthy();
  });
});
