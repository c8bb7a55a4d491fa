/**
 * One order for the member's copies (decision 044, third amendment). A read of the member
 * (user_data, loaded_modules) may be answered after a write made meanwhile (a language
 * saved at sign-in), yet carry the state from before it: the server read it first. Such a
 * copy must not undo the write in the session. Reads are numbered when they are sent, the
 * answers of writes when they arrive, on one clock: a read numbered before a write's answer
 * may be older than that write, and the session keeps the newer copy.
 */
let clock = 0;

/** The next moment on the clock. */
export const tick = (): number => ++clock;

// A read's copy carries its moment through React Query's cache (object identity; the user
// query keeps its answers whole for this).
const moments = new WeakMap<object, number>();

/** Marks `copy` as read by a request sent at `sentAt`. */
export function stampRead<T extends object>(copy: T, sentAt: number): T {
  moments.set(copy, sentAt);
  return copy;
}

/** The moment a copy was read, or undefined for a write's answer. */
export const readMoment = (copy: object): number | undefined => moments.get(copy);
