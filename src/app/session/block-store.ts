/**
 * Client-side block flags (spec §4 "A user can be blocked or unblocked", "Demo can be
 * blocked, unblocked or toggled"), kept in the session so a reload of a blocked screen holds.
 */
type Blocks = { account: boolean; demo: boolean };
type Listener = () => void;

const storageKey = 'portal_blocks';
const listeners = new Set<Listener>();

function read(): Blocks {
  try {
    const raw = sessionStorage.getItem(storageKey);
    const parsed = raw ? (JSON.parse(raw) as Partial<Blocks>) : {};
    return { account: parsed.account === true, demo: parsed.demo === true };
  } catch {
    return { account: false, demo: false };
  }
}

let state: Blocks = read();

function set(next: Blocks) {
  state = next;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Without storage the flags live for this page only.
  }
  listeners.forEach((l) => l());
}

export const blockStore = {
  get: (): Blocks => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  blockAccount: () => set({ ...state, account: true }),
  unblockAccount: () => set({ ...state, account: false }),
  blockDemo: () => set({ ...state, demo: true }),
  unblockDemo: () => set({ ...state, demo: false }),
  toggleDemo: () => set({ ...state, demo: !state.demo }),
};
