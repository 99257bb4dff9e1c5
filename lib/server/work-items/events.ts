import { z } from 'zod';
import { ADDITIONAL_SERVICE_RULES, WORK_ITEM_RULES } from '@/lib/rules/work-item-transitions';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** A work item's events: the moves of its table (WORK_ITEM_RULES); none carries a payload. */
export const WORK_ITEM_EVENTS = defineEvents('work-item', {}, { rules: WORK_ITEM_RULES });

/** An additional service's events: the moves of its table (ADDITIONAL_SERVICE_RULES); its offer names its work item. */
export const ADDITIONAL_SERVICE_EVENTS = defineEvents(
  'additional-service',
  { offer: { payload: z.strictObject({ work_item_id: z.string() }) } },
  { rules: ADDITIONAL_SERVICE_RULES },
);
