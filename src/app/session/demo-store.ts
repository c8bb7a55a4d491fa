import { setDemoPlan } from '@/session/storage';
import { planTypes } from '@contract/constants';
import type { PlanType } from '@contract/modules';

/**
 * What a demo-mode login says about this visitor's demo (spec §4 "Login success"): whether
 * they may use it, whether it is the master demo, its compensation plan and its store. Kept
 * for the browser session so a reload keeps them; outside demo mode it stays empty.
 */
export type DemoSession = {
  userAllowed: boolean;
  isMasterDemo: boolean;
  compensationPlan: PlanType;
  /** The demo's store, which becomes the default store. */
  defaultStoreId: number | null;
};

type Listener = () => void;
const storageKey = 'portal_demo';
const listeners = new Set<Listener>();

function read(): DemoSession | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as DemoSession) : null;
  } catch {
    return null;
  }
}

let state: DemoSession | null = read();

function set(next: DemoSession | null) {
  state = next;
  try {
    if (next) sessionStorage.setItem(storageKey, JSON.stringify(next));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Without storage the demo facts live for this page only.
  }
  listeners.forEach((l) => l());
}

export const demoStore = {
  get: (): DemoSession | null => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /**
   * Records a demo login. The plan is also stored as demo_plan, so every later call asks the
   * server for the same plan the login answered with.
   */
  record(next: DemoSession) {
    setDemoPlan(next.compensationPlan);
    set(next);
  },
  clear: () => set(null),
};

/**
 * A visitor may open any public page with ?demo_plan=matrix (a demo link); it is stored
 * under demo_plan and http.ts sends it on every call while the company is in demo mode.
 */
export function captureDemoPlan(search: string): void {
  const plan = new URLSearchParams(search).get('demo_plan');
  if (plan && (planTypes as readonly string[]).includes(plan)) setDemoPlan(plan);
}
