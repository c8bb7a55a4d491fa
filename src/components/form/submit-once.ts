import { useEffect, useRef, type FormEvent, type RefObject } from 'react';

/**
 * The submit handler of every form: the browser does not navigate, and a second press while
 * the call runs is ignored (the button is disabled too, but Enter in a field still submits).
 */
export const submitOnce =
  (pending: boolean, submit: () => void) =>
  (event: FormEvent): void => {
    event.preventDefault();
    if (!pending) submit();
  };

/**
 * What a form's submit may return: nothing, or the promise of the call it started (a
 * mutation's `mutateAsync`), which keeps the form closed to another submit until it settles.
 */
export type SubmitResult = void | Promise<unknown>;

/**
 * `submitOnce` with a guard that does not wait for a render: `pending` comes from the last
 * render, and a double click delivers both clicks before the mutation's state reaches React
 * (React Query tells its observers on a later tick), so both would see "not pending". When
 * the submit returns its call's promise, a ref held until it settles turns the second away.
 * The call's error is the form's to show (from the mutation's state), so it is not thrown on.
 */
export function useSubmitOnce(pending: boolean, submit: () => SubmitResult) {
  const running = useRef(false);
  return (event: FormEvent): void => {
    event.preventDefault();
    if (pending || running.current) return;
    const call = submit();
    if (!call) return;
    running.current = true;
    void call.then(
      () => (running.current = false),
      () => (running.current = false),
    );
  };
}

/** The first field inside `root` that shows an error (its control carries aria-invalid). */
const firstInvalid = (root: HTMLElement): HTMLElement | null =>
  root.querySelector<HTMLElement>('[aria-invalid="true"]');

/**
 * After a submit that ends with a message under a field, the first such field takes the
 * focus and is scrolled into view: a message below the fold (a long form on a phone) is
 * otherwise invisible, and a keyboard or screen-reader user lands where the fix is. `mark`
 * is called on each submit; the client's checks show at once, the server's when it answers.
 */
export function useFocusFirstError(root: RefObject<HTMLElement | null>, pending: boolean) {
  const wanted = useRef(false);
  const wasPending = useRef(false);
  useEffect(() => {
    const form = root.current;
    if (wanted.current && form && !pending) {
      const field = firstInvalid(form);
      if (field) {
        wanted.current = false;
        field.scrollIntoView?.({ block: 'center' });
        field.focus({ preventScroll: true });
      } else if (wasPending.current) {
        // The call answered without a field's message: nothing to show.
        wanted.current = false;
      }
    }
    wasPending.current = pending;
  });
  return () => {
    wanted.current = true;
  };
}
