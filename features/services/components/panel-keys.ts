/** The parts of the `serviceOrders` catalogue the order panel reads in the browser (not the order mails' words). */
export const SERVICE_ORDER_PAGE_KEYS = [
  'panel.',
  'status.',
  'situation.',
  'clock.',
  'cancelled.',
  'actions.',
  'forms.',
  'toast.',
  'deliveries.',
  'dispute.',
  'notary.',
  'sending.',
] as const;

/** The parts of the `services` catalogue the order panel reads in the browser (the service's name, the revisions line). */
export const SERVICE_ORDER_PANEL_KEYS = ['catalogue.', 'revisionsIncluded'] as const;
