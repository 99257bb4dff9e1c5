import en from '@/messages/en/admin.json';

// The keys of `admin` the console's client components read (the browser downloads only these): the
// form behind a reason, the actions, the verification decision, the documents, the payout batch and
// the erasure (components/privacy/erasure-action.tsx). The server-rendered tables speak through textFor.
const CLIENT_GROUPS = ['reason', 'actions', 'decision', 'documents', 'batch', 'erasure'] as const;

export const ADMIN_CLIENT_KEYS: readonly string[] = CLIENT_GROUPS.flatMap((group) =>
  Object.keys(en[group]).map((key) => `${group}.${key}`),
);
