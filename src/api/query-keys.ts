/**
 * Query keys that more than one feature (or the app and a feature) read, typed once so no
 * one retypes another's keys as literals and a prefix invalidation reaches every reader.
 * A feature's own keys stay in its `api/queries.ts`.
 */

/** The home screens' data; the referral summary and the wallet read or refresh it too. */
export const homeKeys = {
  all: ['home'] as const,
  dashboard: () => [...homeKeys.all, 'dashboard'] as const,
  dashboardExtra: () => [...homeKeys.all, 'dashboard', 'extra'] as const,
  binary: () => [...homeKeys.all, 'binary'] as const,
  packages: () => [...homeKeys.all, 'packages'] as const,
  ranks: () => [...homeKeys.all, 'ranks'] as const,
  rankProgress: () => [...homeKeys.all, 'ranks', 'progress'] as const,
  performance: () => [...homeKeys.all, 'performance'] as const,
};

/**
 * The binary period statement on the binary screen (issue 16). Under ['home', 'binary'], so
 * whatever refreshes the binary screen refreshes the statement too.
 */
export const binaryStatementKeys = {
  all: [...homeKeys.binary(), 'statement'] as const,
  periods: () => [...binaryStatementKeys.all, 'periods'] as const,
  period: (periodKey: string) => [...binaryStatementKeys.all, periodKey] as const,
  orders: (periodKey: string, leg: 'L' | 'R') =>
    [...binaryStatementKeys.all, periodKey, 'orders', leg] as const,
};

/** The company settings (loaded_modules) fetched on their own when no other GET brings them. */
export const bootstrapKeys = {
  all: ['bootstrap'] as const,
  modules: () => [...bootstrapKeys.all, 'modules'] as const,
};

/**
 * The signed-in member (GET /api/user_data). The shell pushes whatever this query holds into
 * the session, so a feature that changes the member (name, avatar, currency, date format)
 * sets this query's data and the whole app follows at once, without a reload.
 */
export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

/**
 * The payout settings (minimum, fees, methods, whether a wallet password is set): read by the
 * wallet's request form and the account screens, changed by the account screens.
 */
export const payoutSettingsKeys = {
  all: ['payout'] as const,
  settings: () => [...payoutSettingsKeys.all, 'settings'] as const,
};

/**
 * Everything under Network (genealogy search, tabular tree, reports) starts with this key;
 * the rows carry avatars, so a new picture refreshes them by this prefix.
 */
export const genealogyKeyRoot = ['network'] as const;

/** The member's KYC documents: the KYC page lists them, the account index sums them up. */
export const kycKeys = {
  all: ['kyc'] as const,
  categories: () => [...kycKeys.all, 'categories'] as const,
  details: () => [...kycKeys.all, 'details'] as const,
};

/** The member's per-event notification switches: the account screens and the shell's notifier. */
export const notificationSettingsKey = () => ['account', 'notifications'] as const;

/**
 * The member's notifications: the shell's counts (menu badges, polled) and the notifications
 * screen's list. Mail and the notifications screen set or refresh them after reading.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  counts: () => [...notificationKeys.all, 'counts'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/**
 * The earnings analytics of the wallet's earning screen and the earning lines behind them
 * (issue 16). They start with the wallet's prefix, so whatever refreshes the wallet by
 * ['wallet'] refreshes them too.
 */
export const earningsAnalyticsKeys = {
  all: ['wallet', 'analytics'] as const,
  span: (start: string, end: string) => [...earningsAnalyticsKeys.all, start, end] as const,
  lines: (query: Record<string, string | number | null>) =>
    [...earningsAnalyticsKeys.all, 'lines', query] as const,
};
