/** The package version, replaced at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
