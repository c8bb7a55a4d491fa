import i18next from 'i18next';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React's `lazy` for a feature's screens that also loads the translation namespaces the
 * screens use, alongside their code. A namespace first asked for by a component drawn only
 * when the data arrives (a list of movements under the dashboard) would suspend the screen
 * then, and the content area would blank to its fallback between the skeleton and the
 * content (issue 31 point 8; docs/decisions/047-layout-stability.md).
 */
export function lazyWithTranslations(namespaces: readonly string[]) {
  // The same type as React's own `lazy`, whose component may take any props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return function lazyPage<T extends ComponentType<any>>(
    load: () => Promise<{ default: T }>,
  ): LazyExoticComponent<T> {
    return lazy(async () => {
      const [page] = await Promise.all([
        load(),
        // A file that still fails after its retries shows its keys, as i18next does: the
        // screen is not held back for it.
        i18next.loadNamespaces([...namespaces]).catch(() => undefined),
      ]);
      return page;
    });
  };
}
