import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';
import { resetModuleState, setLoadedModules } from '@/session/module-state';
import type { LoadedModules } from '@/api/modules';
import { toast } from '../toasts/toast';
import { useDemoGuard } from './use-demo-guard';

const i18n = createTestI18n({
  en: { common: { errors: { featureUnavailableInDemo: 'Not in the demo.' } } },
});
afterEach(() => {
  resetModuleState();
  toast.dismiss();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('useDemoGuard', () => {
  it('runs the action outside demo mode', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useDemoGuard(), { wrapper });
    expect(result.current.guard(run)).toBe(true);
    expect(run).toHaveBeenCalledOnce();
    expect(toast.getSnapshot()).toHaveLength(0);
  });

  it('blocks the action in demo mode with the featureUnavailableInDemo toast', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useDemoGuard(), { wrapper });
    act(() => setLoadedModules({ isDemo: true } as LoadedModules));
    expect(result.current.isDemo).toBe(true);
    expect(result.current.guard(run)).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(toast.getSnapshot().map((t) => [t.kind, t.message])).toEqual([
      ['error', 'Not in the demo.'],
    ]);
  });
});
