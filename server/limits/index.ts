// The limits area's public entry: what other areas, the seed and the composition root use of it.
export { registerAnonymousWriteLimit } from './anonymous-write-hooks';
export { clearRateHits } from './rate-limit-repo';
export {
  countAttempt,
  guard,
  type Guard,
  guardFailures,
  RateLimitedError,
} from './rate-limit-service';
export { rateRules } from './rate-limits';
