import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignupOutcome } from '@/api/signup';
import { clearSignupFlow, saveSignupFlow } from '../lib/signup-flow';

/**
 * Where a signup goes next: the code screen when a code must be confirmed, the payment
 * provider's page when a joining fee is due, else the success screen.
 */
export function useSignupOutcome(paths: { otp: string; success: string }) {
  const navigate = useNavigate();
  return useCallback(
    (outcome: Partial<SignupOutcome>) => {
      if (outcome.status === 'payment_required' && outcome.checkoutUrl) {
        clearSignupFlow();
        window.location.assign(outcome.checkoutUrl);
        return;
      }
      if (outcome.status === 'verify_otp' && outcome.key) {
        const flow = saveSignupFlow({
          status: 'verify_otp',
          key: outcome.key,
          username: outcome.username ?? '',
          sentTo: outcome.sentTo ?? null,
          checkoutUrl: null,
        });
        void navigate(paths.otp, { state: flow });
        return;
      }
      clearSignupFlow();
      void navigate(paths.success, {
        state: { username: outcome.username ?? null },
        replace: true,
      });
    },
    [navigate, paths.otp, paths.success],
  );
}
