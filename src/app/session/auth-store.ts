import {
  clearSession,
  getStoredUser,
  isAuthenticatedAtStart,
  setStoredUser,
  setToken,
} from '@/session/storage';
import type { User } from '@/api/user';
import { readMoment, tick } from '@/session/copy-clock';
import { clearGenealogyCopies } from '@/features/network/genealogy/hooks/browser-copy';

/** Spec §4 Authentication: Authenticated or Unauthenticated, nothing in between. */
export type AuthState =
  { status: 'authenticated'; user: User } | { status: 'unauthenticated'; user: null };

type Listener = () => void;
const listeners = new Set<Listener>();

function initial(): AuthState {
  const user = getStoredUser();
  return isAuthenticatedAtStart() && user
    ? { status: 'authenticated', user }
    : { status: 'unauthenticated', user: null };
}

let state: AuthState = initial();
// The moment of the copy the session holds (copy-clock): a read sent before it is older.
let heldAt = 0;

function emit(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Login stores the token and the user (spec §4). */
  signIn(token: string, user: User) {
    heldAt = tick();
    setToken(token);
    setStoredUser(user);
    emit({ status: 'authenticated', user });
  },
  /**
   * A fresher copy of the signed-in user: a read's (user_data, loaded_modules), dated by
   * `sentAt` or its stamp, or a write's answer, which is newer than all sent before it. A
   * read sent before the copy held was answered is ignored: it may predate a write, such as
   * the language saved at sign-in, and would undo it (copy-clock).
   */
  updateUser(user: User, sentAt: number | undefined = readMoment(user)) {
    if (state.status !== 'authenticated' || state.user.id !== user.id) return;
    if (sentAt !== undefined && sentAt < heldAt) return;
    heldAt = sentAt ?? tick();
    setStoredUser(user);
    emit({ status: 'authenticated', user });
  },
  /** Logout and a 401 clear them, and the browser copy of the genealogy (decision 050). */
  signOut() {
    clearSession();
    clearGenealogyCopies();
    if (state.status !== 'unauthenticated') emit({ status: 'unauthenticated', user: null });
  },
  /** Tests: read storage again. */
  reset() {
    heldAt = 0;
    emit(initial());
  },
};
