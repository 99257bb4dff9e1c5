import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { fileListSchema } from '@/lib/dto/meeting';
import type { serviceDisputeDtoSchema, serviceOrderCreatedSchema, serviceOrderDtoSchema } from '@/features/services/dto/service-orders';
import type { workItemCheckoutSchema } from '@/lib/dto/work-item';
import type { ServiceOrderInput } from '@/features/services/validation/service-orders';
import { api } from '@/lib/api/client';

export type ServiceOrder = z.infer<typeof serviceOrderDtoSchema>;

const BASE = 'service-orders';

/** Issue 62: a fixed-price service order — make it, read it, and each step of its clock (the server decides every one). */
export const serviceOrdersApi = {
  create: (input: ServiceOrderInput) => api.post<z.infer<typeof serviceOrderCreatedSchema>>(BASE, input),
  get: (id: string) => api.get<z.infer<typeof serviceOrderDtoSchema>>(`${BASE}/${id}`),
  /** Opens the checkout once the client signed the letter: the answer names the checkout to go to. */
  pay: (id: string) => api.post<z.infer<typeof workItemCheckoutSchema>>(`${BASE}/${id}/pay`),
  withdraw: (id: string) => api.post<z.infer<typeof serviceOrderDtoSchema>>(`${BASE}/${id}/withdraw`),
  decline: (id: string, reason: string) => api.post<z.infer<typeof serviceOrderDtoSchema>>(`${BASE}/${id}/decline`, { reason }),
  /** Multipart: `note` and 1–5 `files`. */
  deliver: (id: string, form: FormData) => api.post<z.infer<typeof serviceOrderDtoSchema>>(`${BASE}/${id}/deliveries`, form),
  attachProof: (id: string, form: FormData) => api.post<z.infer<typeof serviceOrderDtoSchema>>(`${BASE}/${id}/sending-proof`, form),
  revise: (id: string, note: string) => api.post<z.infer<typeof serviceOrderDtoSchema>>(`${BASE}/${id}/revision`, { note }),
  accept: (id: string) => api.post<z.infer<typeof serviceOrderDtoSchema>>(`${BASE}/${id}/accept`),
  cancelLate: (id: string) => api.post<z.infer<typeof serviceOrderDtoSchema>>(`${BASE}/${id}/cancel`),
  /** Multipart: `reason` and 0–5 `files`. */
  dispute: (id: string, form: FormData) => api.post<z.infer<typeof serviceDisputeDtoSchema>>(`${BASE}/${id}/dispute`, form),
  answerDispute: (id: string, text: string) => api.post<z.infer<typeof serviceDisputeDtoSchema>>(`${BASE}/${id}/dispute/answer`, { text }),
  /** A delivery's or the dispute's file (the party's download link). */
  fileUrl: (id: string, fileId: string) => `/api/v1/${BASE}/${id}/files/${fileId}`,
  /** The order's own files (the client's documents) go where a work item's files go. */
  addFiles: (workItemId: string, form: FormData) => api.put<z.infer<typeof fileListSchema>>(`work-items/${workItemId}/files`, form),
};

const serviceOrderKey = (id: string) => ['work-items', 'service-order', id] as const;

/** One order as its viewer reads it; the work item page passes what it rendered (`service_order`). */
export function useServiceOrder(id: string, initial?: ServiceOrder) {
  return useQuery({
    queryKey: serviceOrderKey(id),
    queryFn: () => serviceOrdersApi.get(id),
    initialData: initial,
    staleTime: 10_000,
  });
}

/**
 * Every step refreshes the order and its work item (status, timeline, letter); an answer that is the order
 * is stored at once, so the buttons follow the server's new `allowed` before the reads come back.
 */
export function useServiceOrderMutation<TVars, TResult>(id: string, fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'allowed' in result && 'service_type' in result)
        client.setQueryData(serviceOrderKey(id), result);
      return client.invalidateQueries({ queryKey: ['work-items'] });
    },
  });
}
