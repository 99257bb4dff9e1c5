import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { ruleFor } from '@/lib/rules/state-table';
import {
  SERVICE_ITEM_ACTIONS,
  WORK_ITEM_RULES,
  type WorkItemAction,
  type WorkItemActor,
  type WorkItemKind,
  type WorkItemStatus,
} from '@/lib/rules/work-item-transitions';

/**
 * The transition table applied: a side the table never lets take this action gets 403; the right
 * side at the wrong moment (accepting a draft, completing a proposal, paying twice) gets 409; so does
 * an action of the proposal round on a SERVICE item (issue 62: it moves only by its order).
 */
export function assertMayDo(action: WorkItemAction, party: WorkItemActor, status: WorkItemStatus, kind: WorkItemKind = 'CUSTOM'): void {
  const rule = ruleFor(WORK_ITEM_RULES, action);
  if (!rule.by.includes(party)) throw new AppError('FORBIDDEN', 'workItems.notAllowed', { key: 'WRONG_PARTY' });
  if (kind === 'SERVICE' && !SERVICE_ITEM_ACTIONS.includes(action))
    throw new AppError('CONFLICT', 'serviceOrders.orderOnly', { key: 'SERVICE_ORDER_ONLY' });
  if (!rule.from.includes(status)) {
    const frozen = action === 'edit' || action === 'revise' || action === 'delete';
    throw new AppError('CONFLICT', frozen ? 'workItems.notChangeable' : 'workItems.notAllowed', {
      key: 'INVALID_TRANSITION',
    });
  }
}
