import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { CONSENT_LABELS, OPTIONAL_CONSENTS, POLICY_VERSIONS, type PolicyKind } from '@/lib/config/policies';
import type { ConsentState } from '@/lib/dto/privacy';
import type { ConsentSource } from '@/lib/db/schema';

const POLICY_KINDS = Object.keys(POLICY_VERSIONS) as PolicyKind[];

/** Records the acceptance of the current Terms and Privacy Policy (sign-up, or the interstitial after a new version). */
export async function recordPolicyAcceptance(db: Db, userId: string, source: ConsentSource): Promise<void> {
  await db.insert(t.consents).values(POLICY_KINDS.map((kind) => ({ userId, kind, version: POLICY_VERSIONS[kind], granted: true, source })));
}

async function history(db: Db, userId: string) {
  return db.select().from(t.consents).where(eq(t.consents.userId, userId)).orderBy(desc(t.consents.at), desc(t.consents.id));
}

/**
 * The legal texts a person accepted an older version of, and must accept again before their portal
 * opens (requirePageUser). Someone with no acceptance on record at all (an account from before the
 * checkbox) is not stopped here: every sign-up records it now (the form's checkbox, or the line under
 * the Google/Facebook buttons), and a new version asks everyone who accepted the one before.
 */
export async function findPendingPolicies(userId: string): Promise<PolicyKind[]> {
  const db = await getDb();
  const rows = await db
    .select({ kind: t.consents.kind, version: t.consents.version })
    .from(t.consents)
    .where(and(eq(t.consents.userId, userId), inArray(t.consents.kind, POLICY_KINDS), eq(t.consents.granted, true)))
    .orderBy(desc(t.consents.at), desc(t.consents.id));
  const latest = new Map<string, string | null>();
  for (const row of rows) if (!latest.has(row.kind)) latest.set(row.kind, row.version);
  return POLICY_KINDS.filter((kind) => latest.has(kind) && latest.get(kind) !== POLICY_VERSIONS[kind]);
}

/** What account settings shows: accepted versions, the optional consents now, and every change. */
export async function getConsents(userId: string): Promise<ConsentState> {
  const db = await getDb();
  const rows = await history(db, userId);
  const latest = (kind: string) => rows.find((r) => r.kind === kind && (r.granted || !POLICY_KINDS.includes(kind as PolicyKind)));
  return {
    policies: POLICY_KINDS.map((kind) => {
      const row = latest(kind);
      return {
        kind,
        label: CONSENT_LABELS[kind],
        accepted_version: row?.version ?? null,
        accepted_at: row?.at.toISOString() ?? null,
        current_version: POLICY_VERSIONS[kind],
      };
    }),
    optional: OPTIONAL_CONSENTS.map((kind) => {
      const row = latest(kind);
      return { kind, label: CONSENT_LABELS[kind], granted: row?.granted ?? false, at: row?.at.toISOString() ?? null };
    }),
    history: rows.map((r) => ({ kind: r.kind, version: r.version, granted: r.granted, at: r.at.toISOString(), source: r.source })),
  };
}

/** One click: give or withdraw an optional consent; a click that changes nothing records nothing. */
export async function setOptionalConsent(
  userId: string,
  input: { kind: (typeof OPTIONAL_CONSENTS)[number]; granted: boolean },
): Promise<ConsentState> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Serialises two clicks of the same person, so the history alternates as they clicked.
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
    const [current] = await tx
      .select({ granted: t.consents.granted })
      .from(t.consents)
      .where(and(eq(t.consents.userId, userId), eq(t.consents.kind, input.kind)))
      .orderBy(desc(t.consents.at), desc(t.consents.id))
      .limit(1);
    if ((current?.granted ?? false) === input.granted) return;
    await tx.insert(t.consents).values({ userId, kind: input.kind, version: null, granted: input.granted, source: 'SETTINGS' });
  });
  return getConsents(userId);
}

/** The interstitial's "I accept": records the current versions and says where to go on. */
export async function acceptCurrentPolicies(userId: string): Promise<ConsentState> {
  const db = await getDb();
  await recordPolicyAcceptance(db, userId, 'SIGN_IN');
  return getConsents(userId);
}
