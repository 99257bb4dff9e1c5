import type { inPersonOutcomeResultSchema } from '@/lib/dto/notary-appointment';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelInput, MeetingFilter, RescheduleInput, ReviewInput } from '@/lib/validation/meetings';
import { uploadForm } from './auth-api';
import { ApiError, api } from './client';
import { commentsApi } from './comments';
import type { z } from 'zod';
import type {
  cancelledMeetingSchema,
  createdMeetingSchema,
  fileListSchema,
  fileRefSchema,
  MeetingDetailDto,
  meetingDetailDtoSchema,
  meetingPageSchema,
  rescheduledMeetingSchema,
  reviewDtoSchema,
} from '@/lib/dto/meeting';
import type { LiveMeetingsDto, liveMeetingsDtoSchema } from '@/lib/dto/video-call';

export type { MeetingDetailDto };

export const meetingKeys = {
  all: ['meetings'] as const,
  list: (params: Record<string, unknown>) => ['meetings', 'list', params] as const,
  detail: (id: string) => ['meetings', 'detail', id] as const,
  comments: (id: string) => ['meetings', 'comments', id] as const,
  live: ['meetings', 'live'] as const,
};

const meetingComments = commentsApi('meeting');

const meetingsApi = {
  list: (params: { filter?: MeetingFilter; from?: string; to?: string; page?: number; limit?: number; tz?: string; client_id?: string }) =>
    api.get<z.infer<typeof meetingPageSchema>>('meetings', params),
  get: (id: string) => api.get<z.infer<typeof meetingDetailDtoSchema>>(`meeting/${id}`),
  live: () => api.get<z.infer<typeof liveMeetingsDtoSchema>>('meetings/live'),
  comments: meetingComments.list,
  addComment: meetingComments.add,
  editComment: meetingComments.edit,
  deleteComment: meetingComments.remove,
  deleteFile: (id: string, fileId: string) => api.delete<z.infer<typeof fileRefSchema>>(`meeting/${id}/file/${fileId}`),
  reschedule: (id: string, input: RescheduleInput) =>
    api.put<z.infer<typeof rescheduledMeetingSchema>>(`meeting/${id}/reschedule`, { meeting_id: id, ...input }),
  markInPerson: (id: string, outcome: 'ATTENDED' | 'CLIENT_NO_SHOW') =>
    api.put<z.infer<typeof inPersonOutcomeResultSchema>>(`meeting/${id}/in-person-outcome`, { outcome }),
  cancel: (id: string, input: CancelInput) => api.put<z.infer<typeof cancelledMeetingSchema>>(`meeting/${id}/cancel`, input),
  saveReview: (input: ReviewInput) =>
    input._id
      ? api.patch<z.infer<typeof reviewDtoSchema>>(`review/${input._id}`, { rating: input.rating, comment: input.comment })
      : api.post<z.infer<typeof reviewDtoSchema>>('review', input),
};

export function useMeetings(
  params: Parameters<typeof meetingsApi.list>[0],
  options: { enabled?: boolean; initialData?: Awaited<ReturnType<typeof meetingsApi.list>> } = {},
) {
  return useQuery({
    queryKey: meetingKeys.list(params),
    queryFn: () => meetingsApi.list(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    initialData: options.initialData,
  });
}

/** How often the "Join now" banner asks whether a call opened or the other party is waiting. */
const LIVE_MEETINGS_POLL_MS = 12_000;

/**
 * The viewer's meetings that can be joined now (GET meetings/live), polled while the page is visible
 * and again when it comes back into view; a signed-out or unverified viewer (401/403) stops polling.
 */
export function useLiveMeetings(initialData: LiveMeetingsDto | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: meetingKeys.live,
    queryFn: meetingsApi.live,
    // The page's server render answered it just now (taken as fetched on mount): no second request.
    initialData,
    enabled: options.enabled,
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && (query.state.error.status === 401 || query.state.error.status === 403)
        ? false
        : LIVE_MEETINGS_POLL_MS,
    // Background tabs are not polled; coming back asks at once.
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}

export function useMeeting(
  id: string,
  initialData?: MeetingDetailDto,
  options: {
    refetchInterval?: (query: { state: { data?: MeetingDetailDto; dataUpdateCount: number } }) => number | false;
    enabled?: boolean;
  } = {},
) {
  return useQuery({
    queryKey: meetingKeys.detail(id),
    queryFn: () => meetingsApi.get(id),
    initialData,
    refetchInterval: options.refetchInterval,
    enabled: options.enabled,
  });
}

/** Every meeting mutation refreshes the meeting (files, comments, review, time) and the lists. */
/** Refetches the meetings after a refusal too: a meeting cancelled or moved meanwhile is shown as it now is. */
function useMeetingMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: meetingKeys.all }) });
}

export const useAddComment = (id: string) => useMeetingMutation((comment: string) => meetingsApi.addComment(id, comment));
export const useEditComment = (id: string) =>
  useMeetingMutation((v: { commentId: string; comment: string }) => meetingsApi.editComment(id, v.commentId, v.comment));
export const useDeleteComment = (id: string) => useMeetingMutation((commentId: string) => meetingsApi.deleteComment(id, commentId));
export const useDeleteMeetingFile = (id: string) => useMeetingMutation((fileId: string) => meetingsApi.deleteFile(id, fileId));
export const useReschedule = (id: string) => useMeetingMutation((input: RescheduleInput) => meetingsApi.reschedule(id, input));
/** Issue 43: the notary marks an in-person appointment done, or the client absent. */
export const useMarkInPerson = (id: string) =>
  useMeetingMutation((outcome: 'ATTENDED' | 'CLIENT_NO_SHOW') => meetingsApi.markInPerson(id, outcome));
export const useCancelMeeting = (id: string) => useMeetingMutation((input: CancelInput) => meetingsApi.cancel(id, input));
export const useSaveReview = () => useMeetingMutation((input: ReviewInput) => meetingsApi.saveReview(input));
export const useAddMeetingFiles = (id: string, onProgress?: (fraction: number) => void) =>
  useMeetingMutation((form: FormData) =>
    uploadForm<z.infer<typeof fileListSchema>>(`/api/v1/meeting/${id}/files`, form, { method: 'PUT', onProgress }),
  );

/** POST /api/v1/meeting as multipart (so files go with it), with upload progress. */
export function createMeeting(form: FormData, onProgress?: (fraction: number) => void) {
  return uploadForm<z.infer<typeof createdMeetingSchema>>('/api/v1/meeting', form, { onProgress });
}
