import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

export { useLogin } from './sign-in';
import {
  checkResetOtp,
  loginWithOtp,
  resetPassword,
  sendLoginOtp,
  sendResetOtp,
  type CodeRecipient,
  type LoginResult,
  type PasswordReset,
} from '@/api/auth';
import { actionKeys } from '@/api/http';
import { requestDemo, type DemoRequestForm } from '@/api/request-demo';
import {
  resendSignupVerification,
  signup,
  verifySignup,
  type Caller,
  type SignupBody,
} from '@/api/signup';

export const useSendLoginOtp = () =>
  useMutation({ mutationFn: (to: CodeRecipient) => sendLoginOtp(to) });

export const useLoginWithOtp = (onSuccess: (result: LoginResult) => void) =>
  useMutation({
    mutationFn: ({ to, otp }: { to: CodeRecipient; otp: string }) => loginWithOtp(to, otp),
    onSuccess,
  });

export const useSendResetOtp = () =>
  useMutation({ mutationFn: (to: CodeRecipient) => sendResetOtp(to) });

export const useCheckResetOtp = () =>
  useMutation({
    mutationFn: ({ to, otp }: { to: CodeRecipient; otp: string }) => checkResetOtp(to, otp),
  });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: PasswordReset) => resetPassword(input) });

/** Signing up may start a payment (the joining fee): one key per attempt, as money calls have. */
export function useSignup(caller: Caller) {
  const [keyed] = useState(actionKeys);
  return useMutation({
    mutationFn: (body: SignupBody) => keyed(body, (key) => signup(body, caller, key)),
  });
}

export const useResendSignup = (caller: Caller) =>
  useMutation({ mutationFn: (key: string) => resendSignupVerification(key, caller) });

export function useVerifySignup(caller: Caller) {
  const [keyed] = useState(actionKeys);
  return useMutation({
    mutationFn: (input: { key: string; otp: string; otp2?: string }) =>
      keyed(input, (key) => verifySignup(input, caller, key)),
  });
}

export const useRequestDemo = () =>
  useMutation({ mutationFn: (form: DemoRequestForm) => requestDemo(form) });
