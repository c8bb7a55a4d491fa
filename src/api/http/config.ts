import type { LoadedModules } from '@/api/modules';
import { getModuleState } from '@/session/module-state';
import { defaultAppKey } from '@contract/constants';
import type { ApiError } from './errors';

export type HttpConfig = {
  /** Host part, '' for the page's own origin. */
  baseUrl: string;
  /** Path prefix of the API; also stripped from the path to build the route parameter. */
  apiPrefix: string;
  /** Sent as the application key header. */
  appKey: string;
  /** Called on every 401 except for calls made with skipUnauthorizedHandler. */
  onUnauthorized: (error: ApiError) => void;
  /**
   * Called each time a response carries a valid loaded_modules payload; `sentAt` is the
   * moment its request left (copy-clock), which dates the member in it.
   */
  onModulesLoaded: (modules: LoadedModules, sentAt: number) => void;
  /** Demo mode decides whether demo_plan is sent; defaults to the module state's is_demo. */
  isDemo: () => boolean;
  /**
   * The language the portal is read in, sent as Accept-Language so the server answers in it
   * (decision 044). Defaults to `<html lang>`, which i18n keeps in step in every bundle.
   */
  language: () => string | null;
};

const envAppKey: unknown = import.meta.env.VITE_APP_KEY;
const configuredAppKey =
  typeof envAppKey === 'string' && envAppKey !== '' ? envAppKey : defaultAppKey;

const defaultConfig = (): HttpConfig => ({
  baseUrl: '',
  apiPrefix: '/api',
  appKey: configuredAppKey,
  onUnauthorized: () => {},
  onModulesLoaded: () => {},
  // Until this page's first answer says whether the company is in demo mode, a stored plan is
  // sent: a visitor who signs in before that answer keeps the plan of their demo link. The
  // server reads demo_plan only in demo mode.
  isDemo: () => {
    const state = getModuleState();
    return state.isDemo || !state.loaded;
  },
  language: () => (typeof document === 'undefined' ? null : document.documentElement.lang || null),
});

let config: HttpConfig = defaultConfig();

/** The configuration in force (the app wires it at start; tests reset it). */
export const httpConfig = (): HttpConfig => config;

export function configureHttp(partial: Partial<HttpConfig>): void {
  const defined = Object.fromEntries(
    Object.entries(partial).filter(([, v]) => v !== undefined),
  ) as Partial<HttpConfig>;
  config = { ...config, ...defined };
}

/** Back to the defaults (tests). */
export function resetHttpConfig(): void {
  config = defaultConfig();
}

/** Header names (spec §7 "Common to all calls"). */
export const headerNames = {
  accept: 'Accept',
  contentType: 'Content-Type',
  appKey: 'api-key',
  webRequest: 'X-Web-Request',
  authorization: 'Authorization',
  storeToken: 'Store-Token',
  secondToken: 'Second-Token',
  idempotencyKey: 'Idempotency-Key',
  acceptLanguage: 'Accept-Language',
} as const;
