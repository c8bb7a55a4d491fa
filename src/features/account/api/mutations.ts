import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  confirmEmailChange,
  confirmPhoneChange,
  deleteAccount,
  endOtherSessions,
  endSession,
  removeAvatar,
  saveBank,
  saveNotificationSettings,
  savePayoutMethod,
  savePreferences,
  saveProfile,
  setWalletPassword,
  uploadAvatar,
  type NotificationSetting,
} from '@/api/account';
import { payoutSettingsKeys, userKeys, genealogyKeyRoot } from '@/api/query-keys';
import type { User } from '@/api/user';
import { accountKeys } from './queries';

/**
 * The member changed: the shell reads userKeys.me() and pushes it into the session, so the
 * name, avatar, currency and date format change everywhere at once, without a reload.
 */
function useSetUser() {
  const client = useQueryClient();
  return (user: User) => client.setQueryData(userKeys.me(), user);
}

export function useSaveProfile() {
  const client = useQueryClient();
  const setUser = useSetUser();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: ({ user, profile }) => {
      setUser(user);
      client.setQueryData(accountKeys.profile(), (old: { profile: unknown } | undefined) =>
        old ? { ...old, profile } : old,
      );
    },
  });
}

/** A new or removed picture also shows in the genealogy, whose nodes carry avatars. */
function useAvatarMutation<T>(fn: (arg: T) => Promise<User>) {
  const client = useQueryClient();
  const setUser = useSetUser();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => {
      setUser(user);
      return Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.profile() }),
        client.invalidateQueries({ queryKey: genealogyKeyRoot }),
      ]);
    },
  });
}
export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
export const useRemoveAvatar = () => useAvatarMutation((_: void) => removeAvatar());

/** A confirmed new email or phone: the member everywhere, and the profile fetched afresh. */
function useContactConfirmation<R>(fn: (otp: string) => Promise<R>, userOf: (answer: R) => User) {
  const client = useQueryClient();
  const setUser = useSetUser();
  return useMutation({
    mutationFn: fn,
    onSuccess: (answer) => {
      setUser(userOf(answer));
      return client.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
}
export const useConfirmEmail = () => useContactConfirmation(confirmEmailChange, (user) => user);
export const useConfirmPhone = () =>
  useContactConfirmation(confirmPhoneChange, (answer) => answer.user);

export function useSaveBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBank,
    onSuccess: (bank) => {
      client.setQueryData(accountKeys.bank(), bank);
      return Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.payoutMethod() }),
        client.invalidateQueries({ queryKey: payoutSettingsKeys.all }),
      ]);
    },
  });
}

export function useSavePayoutMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePayoutMethod,
    onSuccess: (state) => {
      client.setQueryData(accountKeys.payoutMethod(), state);
      // The wallet's request form shows the method in use.
      return client.invalidateQueries({ queryKey: payoutSettingsKeys.all });
    },
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useSetWalletPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setWalletPassword,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.walletPassword() }),
        // request-payout asks for the wallet password once one is set.
        client.invalidateQueries({ queryKey: payoutSettingsKeys.all }),
      ]),
  });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'others') => (id === 'others' ? endOtherSessions() : endSession(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useSavePreferences() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: savePreferences, onSuccess: (user) => setUser(user) });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: NotificationSetting[]) => saveNotificationSettings(items),
    onSuccess: (items) => client.setQueryData(accountKeys.notifications(), items),
  });
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (v: { password: string; storeToken: string | null }) =>
      deleteAccount(v.password, v.storeToken),
  });
