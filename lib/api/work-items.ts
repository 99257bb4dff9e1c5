import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { fileListSchema, meetingDetailDtoSchema, rescheduledMeetingSchema } from '@/lib/dto/meeting';
import type {
  createdWorkItemSchema,
  workItemCheckoutSchema,
  WorkItemDto,
  workItemDtoSchema,
  workItemPageSchema,
  workItemRefSchema,
  workItemSlotsSchema,
  WorkItemStatus,
} from '@/lib/dto/work-item';
import type {
  AdditionalServiceInput,
  AddWorkItemMeetingInput,
  CreateWorkItemInput,
  ScheduleWorkItemMeetingInput,
  UpdateWorkItemInput,
} from '@/lib/validation/work-items';
import { WORK_ITEM_MESSAGES } from '@/lib/validation/work-items';
import { uploadForm } from './auth-api';
import { api } from './client';
import { commentsApi } from './comments';

export type { WorkItemDto };

const BASE = 'work-items';

const workItemKeys = {
  all: ['work-items'] as const,
  list: (params: Record<string, unknown>) => ['work-items', 'list', params] as const,
  detail: (id: string) => ['work-items', 'detail', id] as const,
  slots: (id: string, duration: number, tz: string) => ['work-items', 'slots', id, duration, tz] as const,
};

export const workItemComments = commentsApi('work-item');

/** Spec §7 "Work items" calls. */
export const workItemsApi = {
  list: (params: { status?: WorkItemStatus[]; page?: number; limit?: number }) => api.get<z.infer<typeof workItemPageSchema>>(BASE, params),
  get: (id: string) => api.get<z.infer<typeof workItemDtoSchema>>(`${BASE}/${id}`),
  create: (input: CreateWorkItemInput) => api.post<z.infer<typeof createdWorkItemSchema>>(BASE, input),
  update: (id: string, input: UpdateWorkItemInput) => api.put<z.infer<typeof workItemDtoSchema>>(`${BASE}/${id}`, input),
  remove: (id: string) => api.delete<z.infer<typeof workItemRefSchema>>(`${BASE}/${id}`),
  accept: (id: string, revision: number) => api.post<z.infer<typeof workItemCheckoutSchema>>(`${BASE}/${id}/accept-proposal`, { revision }),
  addFiles: (id: string, form: FormData, onProgress?: (f: number) => void) =>
    uploadForm<z.infer<typeof fileListSchema>>(`/api/v1/${BASE}/${id}/files`, form, { method: 'PUT', onProgress }),
  deleteFile: (id: string, fileId: string) => api.delete<z.infer<typeof workItemRefSchema>>(`${BASE}/${id}/file/${fileId}`),
  addMeeting: (id: string, input: AddWorkItemMeetingInput) => api.post<z.infer<typeof workItemRefSchema>>(`${BASE}/${id}/meetings`, input),
  createMeeting: (id: string, input: ScheduleWorkItemMeetingInput) =>
    api.put<z.infer<typeof meetingDetailDtoSchema>>(`${BASE}/${id}/meetings/create`, input),
  moveMeeting: (id: string, meetingId: string, input: { start_time: string; reason?: string }) =>
    api.put<z.infer<typeof rescheduledMeetingSchema>>(`${BASE}/${id}/meetings/${meetingId}`, input),
  slots: (id: string, duration: 30 | 60, tz: string) =>
    api.get<z.infer<typeof workItemSlotsSchema>>(`${BASE}/${id}/meetings/slots`, { duration, tz }),
  addService: (id: string, input: AdditionalServiceInput) =>
    api.post<z.infer<typeof workItemRefSchema>>(`${BASE}/${id}/additional-services`, input),
  purchase: (id: string, serviceId: string) =>
    api.put<z.infer<typeof workItemCheckoutSchema>>(`${BASE}/${id}/additional-services/purchase`, { additional_service_id: serviceId }),
  complete: (id: string) => api.put<z.infer<typeof workItemDtoSchema>>(`${BASE}/${id}/complete`),
  completeLawyer: (id: string) => api.put<z.infer<typeof workItemDtoSchema>>(`${BASE}/${id}/complete/lawyer`),
};

/** The list slice (spec §4 async slice): a failed load toasts "Failed to get work items". */
export function useWorkItems(params: { status?: WorkItemStatus[]; page?: number }) {
  return useQuery({
    queryKey: workItemKeys.list(params),
    queryFn: async () => {
      try {
        return await workItemsApi.list(params);
      } catch (error) {
        toast.error(WORK_ITEM_MESSAGES.listFailed);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** One work item: the server page passes what it rendered; a failed reload toasts "Failed to get work item details". */
export function useWorkItem(id: string, initial: WorkItemDto) {
  return useQuery({
    queryKey: workItemKeys.detail(id),
    queryFn: async () => {
      try {
        return await workItemsApi.get(id);
      } catch (error) {
        toast.error(WORK_ITEM_MESSAGES.detailsFailed);
        throw error;
      }
    },
    initialData: initial,
    staleTime: 10_000,
  });
}

/** Every mutation refreshes the item (and the lists); one answering with the item stores it at once. */
export function useWorkItemMutation<TVars, TResult>(id: string, fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'allowed' in result) client.setQueryData(workItemKeys.detail(id), result);
      return client.invalidateQueries({ queryKey: workItemKeys.all });
    },
  });
}

export function useWorkItemSlots(id: string, duration: 30 | 60, tz: string, enabled: boolean) {
  return useQuery({
    queryKey: workItemKeys.slots(id, duration, tz),
    queryFn: () => workItemsApi.slots(id, duration, tz),
    enabled,
    staleTime: 30_000,
  });
}
