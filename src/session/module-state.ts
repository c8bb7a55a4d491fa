import { toLoadedModules, type LoadedModules } from '@/api/modules';
import { getStoredModules } from './storage';

export type ModuleState = {
  /** True once a response of this page's life carried loaded_modules. */
  loaded: boolean;
  /** The latest payload; at page start the cached one from module_data, for a fast first paint. */
  modules: LoadedModules | null;
  isDemo: boolean;
};

type Listener = () => void;

const listeners = new Set<Listener>();

// A cached payload is shown at once but never counts as loaded: GET calls keep asking with
// load_modules=1 until the server has answered once in this page's life (spec §7).
function initialState(): ModuleState {
  const cached = getStoredModules();
  const modules = cached === null ? null : toLoadedModules(cached);
  return { loaded: false, modules, isDemo: modules?.isDemo ?? false };
}

let state: ModuleState = initialState();

function emit(next: ModuleState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Snapshot for useSyncExternalStore: the same object until something changes. */
export const getModuleState = (): ModuleState => state;

export function subscribeModuleState(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setLoadedModules(modules: LoadedModules): void {
  emit({ loaded: true, modules, isDemo: modules.isDemo });
}

/** Ask the server again on the next GET (e.g. after login, when the payload's user changes). */
export function markModulesStale(): void {
  if (state.loaded) emit({ ...state, loaded: false });
}

/** Back to the page-start state, read again from storage. For tests and full resets. */
export function resetModuleState(): void {
  emit(initialState());
}
