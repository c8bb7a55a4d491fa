import type { FormEvent } from 'react';

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
