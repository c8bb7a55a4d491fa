import { z } from 'zod';

/**
 * The browser side (the app and its workers) runs under a Content-Security-Policy without
 * 'unsafe-eval', so zod cannot compile its fast object parsers: it would try `Function('')`,
 * be refused (a CSP violation report on every page) and fall back to the plain parsers.
 * Imported first by the app's and the worker's entry files, this picks the plain parsers up
 * front. The server, which has no such policy, keeps the compiled ones.
 */
z.config({ jitless: true });
