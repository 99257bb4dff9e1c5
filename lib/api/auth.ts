import { useMutation } from '@tanstack/react-query';
import type { AuthUser } from '@/lib/auth/types';
import { authApi, uploadForm } from './auth-api';

export { authApi, uploadForm } from './auth-api';

export const useSignIn = () => useMutation({ mutationFn: authApi.signIn });
export const useRequestSignInLink = () => useMutation({ mutationFn: authApi.requestSignInLink });
export const useConsumeSignInLink = () => useMutation({ mutationFn: authApi.consumeSignInLink });
export const useSignUp = () => useMutation({ mutationFn: authApi.signUp });
export const useLawyerSignUp = (onProgress: (fraction: number) => void) =>
  useMutation({ mutationFn: (form: FormData) => uploadForm<AuthUser>('/api/v1/auth/lawyer/signup', form, { onProgress }) });
export const useRequestPasswordReset = () => useMutation({ mutationFn: authApi.requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: authApi.resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: authApi.changePassword });
export const useResendVerification = () => useMutation({ mutationFn: authApi.resendVerification });
export const useUpdateAccountSettings = () => useMutation({ mutationFn: authApi.updateAccountSettings });
export const useUploadPicture = (onProgress?: (fraction: number) => void) =>
  useMutation({ mutationFn: (form: FormData) => uploadForm<AuthUser>('/api/v1/auth/account/settings', form, { method: 'PUT', onProgress }) });
