import type { WorkItemStatus } from '@/lib/dto/work-item';
import { WORK_ITEM_STATUS_LABELS, WORK_ITEM_STATUS_TONES } from './format';

export function WorkItemStatusBadge({ status }: { status: WorkItemStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${WORK_ITEM_STATUS_TONES[status]}`}
    >
      {WORK_ITEM_STATUS_LABELS[status]}
    </span>
  );
}
