import type { ComponentType } from 'react';
import type { OperatorPermission } from '@contract/operator';

/**
 * One screen of the operator desk (issue 30) as a feature offers it: the desk's router mounts
 * it under /admin/<path>/* and its menu shows it to operators holding `permission`. Features
 * export a list of these; the desk area (src/app) composes them, as it does member pages.
 */
export type DeskPage = {
  /** Path under /admin, e.g. 'kyc'; the page routes its own children (detail views). */
  path: string;
  permission: OperatorPermission;
  /** The menu label's i18n key in the feature's namespace, e.g. 'desk-kyc:nav'. */
  labelKey: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  Component: ComponentType;
};
