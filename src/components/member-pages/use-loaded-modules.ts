import { useSyncExternalStore } from 'react';
import type { LoadedModules } from '@/api/modules';
import { getModuleState, subscribeModuleState } from '@/session/module-state';

/** The company settings (loaded_modules) for a screen; null until the first payload arrives. */
export const useLoadedModules = (): LoadedModules | null =>
  useSyncExternalStore(subscribeModuleState, () => getModuleState().modules);
