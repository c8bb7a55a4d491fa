import { useMutation } from '@tanstack/react-query';

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

export const useSignup = (caller: Caller) =>
  useMutation({ mutationFn: (body: SignupBody) => signup(body, caller) });

export const useResendSignup = (caller: Caller) =>
  useMutation({ mutationFn: (key: string) => resendSignupVerification(key, caller) });

export const useVerifySignup = (caller: Caller) =>
  useMutation({
    mutationFn: (input: { key: string; otp: string; otp2?: string }) => verifySignup(input, caller),
  });

export const useRequestDemo = () =>
  useMutation({ mutationFn: (form: DemoRequestForm) => requestDemo(form) });
