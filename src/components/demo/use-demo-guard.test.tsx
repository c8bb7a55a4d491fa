import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetModuleState, setLoadedModules } from '@/session/module-state';
import type { LoadedModules } from '@/api/modules';
import { toast } from '../toasts/toast';
import { useDemoGuard } from './use-demo-guard';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: {
      en: { common: { errors: { featureUnavailableInDemo: 'Not in the demo.' } } },
    },
    react: { useSuspense: false },
  });
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
