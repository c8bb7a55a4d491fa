import {
  clearSession,
  getStoredUser,
  isAuthenticatedAtStart,
  setStoredUser,
  setToken,
} from '@/session/storage';
import type { User } from '@/api/user';
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
    setToken(token);
    setStoredUser(user);
    emit({ status: 'authenticated', user });
  },
  /** A fresher copy of the signed-in user (user_data, loaded_modules). */
  updateUser(user: User) {
    if (state.status !== 'authenticated' || state.user.id !== user.id) return;
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
    emit(initial());
  },
};
