// The auth calls themselves, without React Query: the root AuthProvider needs only these, and
// importing the hooks module would put the library in every page's first load.
import type { z } from 'zod';
import type { accountLanguageResultSchema, accountMessageSchema, authUserSchema, verifyEmailResultSchema } from '@/lib/dto/account';
import type { okSchema } from '@/lib/dto/wire';
import type { AccountSettingsInput, ChangePasswordInput, ForgotPasswordInput, SignInInput } from '@/lib/validation/auth';
import type { CustomerSignUpInput } from '@/lib/validation/sign-up';
import type { AccountLanguageInput } from '@/lib/validation/language';
import { api, ApiError, codedPart, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE, USER_STORAGE_KEY } from './client';

export const authApi = {
  session: () => api.get<z.infer<typeof authUserSchema>>('auth/session'),
  signIn: (input: SignInInput) => api.post<z.infer<typeof authUserSchema>>('auth/signin', input),
  signUp: (input: CustomerSignUpInput) => api.post<z.infer<typeof accountMessageSchema>>('auth/signup', input),
  logout: () => api.post<z.infer<typeof okSchema>>('auth/logout'),
  verifyEmail: (token: string) => api.post<z.infer<typeof verifyEmailResultSchema>>('auth/verify-email', { token }),
  verifyIbp: (token: string) => api.post<z.infer<typeof accountMessageSchema>>('auth/verify-ibp', { token }),
  resendVerification: (callbackUrl?: string | null) =>
    api.post<z.infer<typeof accountMessageSchema>>('auth/verify-email/send', callbackUrl ? { callback_url: callbackUrl } : undefined),
  requestPasswordReset: (input: ForgotPasswordInput) => api.post<z.infer<typeof accountMessageSchema>>('auth/reset-password/email', input),
  resetPassword: (input: { token: string; password: string; confirm_password: string }) =>
    api.post<z.infer<typeof accountMessageSchema>>('auth/reset-password', input),
  changePassword: (input: ChangePasswordInput) => api.post<z.infer<typeof accountMessageSchema>>('auth/change-password', input),
  updateAccountSettings: (input: AccountSettingsInput) => api.put<z.infer<typeof authUserSchema>>('auth/account/settings', input),
  /** The account's language (the settings' choice; the header's switch fires the same PUT as it leaves: lib/api/account-language.ts). */
  setLanguage: (input: AccountLanguageInput) => api.put<z.infer<typeof accountLanguageResultSchema>>('auth/account/language', input),
};

/**
 * Multipart upload with progress events (fetch has none for request bodies). Errors follow the
 * transport rules of lib/api/client (spec §8): server message or status text, 401 drops the user.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  options: { method?: 'POST' | 'PUT'; onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, undefined, undefined, { code: 'client.network' }));
    xhr.onabort = () => reject(new ApiError(UNKNOWN_ERROR_MESSAGE, undefined, undefined, { code: 'client.unknown' }));
    xhr.onload = () => {
      let data: { message?: unknown; key?: unknown; code?: unknown; params?: unknown } | undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 400) return resolve(data as T);
      if (xhr.status === 401) window.localStorage.removeItem(USER_STORAGE_KEY);
      const message = typeof data?.message === 'string' && data.message ? data.message : xhr.statusText || UNKNOWN_ERROR_MESSAGE;
      reject(new ApiError(message, xhr.status, typeof data?.key === 'string' ? data.key : undefined, codedPart(data)));
    };
    xhr.send(form);
  });
}
