// Types of what eslint.config.js exports besides the configuration, for the scripts and tests
// that read the server's allowed arrows (scripts/architecture.ts).
export declare const serverLayers: Record<string, { allow: string[] }>;
declare const config: unknown;
export default config;
