import { describe, expect, it } from 'vitest';
import { rateLimitMessage, retryAfterSeconds } from './rate-limits';

describe('rate-limit arithmetic', () => {
  const now = new Date('2025-01-01T12:00:00.000Z');

  it('waits until the oldest counted hit leaves the window, rounded up', () => {
    expect(retryAfterSeconds(new Date('2025-01-01T11:50:00.000Z'), 900, now)).toBe(300);
    expect(retryAfterSeconds(new Date('2025-01-01T11:45:00.400Z'), 900, now)).toBe(1);
  });

  it('never answers less than one second', () => {
    expect(retryAfterSeconds(new Date('2025-01-01T11:00:00.000Z'), 900, now)).toBe(1);
  });

  it('says how long to wait in words', () => {
    expect(rateLimitMessage(42)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(rateLimitMessage(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(rateLimitMessage(61)).toBe('Too many attempts. Try again in 2 minutes.');
  });
});
