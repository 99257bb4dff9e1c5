import type { WorkItemStatus } from '@/lib/dto/work-item';
import { WORK_ITEM_STATUS_LABELS, WORK_ITEM_STATUS_TONES } from './format';

/** `label`: the status in the page's language (t('status.X') of `work`); English when a caller gives none. */
export function WorkItemStatusBadge({ status, label }: { status: WorkItemStatus; label?: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${WORK_ITEM_STATUS_TONES[status]}`}
    >
      {label ?? WORK_ITEM_STATUS_LABELS[status]}
    </span>
  );
}
