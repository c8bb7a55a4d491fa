import { describe, expect, it } from 'vitest';
import { parseAuthSettings, defaultAuthSettings } from '../auth/auth-settings';
import { effectivePlan, findProtectedAction } from './demo-service';

describe('demo mode rules', () => {
  it('honours demo_plan only in demo mode and only for a known plan', () => {
    expect(effectivePlan('binary', true, 'matrix')).toBe('matrix');
    expect(effectivePlan('binary', false, 'matrix')).toBe('binary');
    expect(effectivePlan('binary', true, 'pyramid')).toBe('binary');
    expect(effectivePlan('unilevel', true, undefined)).toBe('unilevel');
  });

  it('finds protected actions by method and route pattern', () => {
    expect(findProtectedAction('POST', '/api/payout/request_payout')).toBeDefined();
    expect(findProtectedAction('GET', '/api/payout/request_payout')).toBeUndefined();
    expect(findProtectedAction('DELETE', '/api/referrals/delete_kyc/:id')?.public).toBe(false);
    expect(findProtectedAction('POST', '/api/auth/reset_password')?.public).toBe(true);
    expect(findProtectedAction('POST', undefined)).toBeUndefined();
  });
});

describe('auth settings', () => {
  it('runs on the defaults without a stored row and merges a partial row over them', () => {
    expect(parseAuthSettings(null)).toEqual(defaultAuthSettings);
    expect(parseAuthSettings({ verify_both: true })).toEqual({
      ...defaultAuthSettings,
      verify_both: true,
    });
  });

  it('throws on a stored row that does not fit', () => {
    expect(() => parseAuthSettings({ otp_based_on: 'pigeon' })).toThrow();
  });
});
