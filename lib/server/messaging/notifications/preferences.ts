import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { notificationPreferences as np } from '@/lib/db/schema';
import {
  NOTIFICATION_KIND_INFO,
  notificationKindsFor,
  type NotificationChannel,
  type NotificationKind,
} from '@/lib/config/notification-kinds';
import type { NotificationPreferences } from '@/lib/dto/account-phone';
import { AppError } from '@/lib/server/platform/http/errors';
import type { NotificationPreferenceInput } from '@/lib/validation/notification-preferences';

// Each person's choice of channels per kind of message (issue 29). A row exists only for a switch a
// person has touched; no row means on, so everything goes to every channel the person has until they
// say otherwise. Account and security messages (password reset, verification links, the phone's
// code) have no kind here and are never subject to these choices.

export type ChannelChoice = Record<NotificationChannel, boolean>;

const ALL_ON: ChannelChoice = { email: true, sms: true, push: true };

/** The channels a message of `kind` may use for this person. */
export async function channelsFor(userId: string, kind: NotificationKind, db?: Db): Promise<ChannelChoice> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ channel: np.channel, enabled: np.enabled })
    .from(np)
    .where(and(eq(np.userId, userId), eq(np.kind, kind)));
  const choice = { ...ALL_ON };
  for (const row of rows) choice[row.channel as NotificationChannel] = row.enabled;
  return choice;
}

/** The switches of every kind that applies to the account's type (lawyers also get the verification decision). */
export async function listNotificationPreferences(
  user: { id: string; type: 'CUSTOMER' | 'LAWYER' },
  db?: Db,
): Promise<NotificationPreferences> {
  const conn = db ?? (await getDb());
  const rows = await conn.select({ kind: np.kind, channel: np.channel, enabled: np.enabled }).from(np).where(eq(np.userId, user.id));
  return {
    preferences: notificationKindsFor(user.type).map((kind) => {
      const channels = { ...ALL_ON };
      for (const row of rows) if (row.kind === kind) channels[row.channel as NotificationChannel] = row.enabled;
      return { kind, channels };
    }),
  };
}

/** Turns one kind on one channel on or off for the signed-in person; answers all their switches. */
export async function setNotificationPreference(
  user: { id: string; type: 'CUSTOMER' | 'LAWYER' },
  input: NotificationPreferenceInput,
): Promise<NotificationPreferences> {
  if (!NOTIFICATION_KIND_INFO[input.kind].for.includes(user.type)) {
    throw new AppError('BAD_REQUEST', 'notifications.kindNotApplicable', {
      params: { kind: NOTIFICATION_KIND_INFO[input.kind].label },
      key: 'KIND_NOT_APPLICABLE',
    });
  }
  const db = await getDb();
  await db
    .insert(np)
    .values({ userId: user.id, kind: input.kind, channel: input.channel, enabled: input.enabled })
    .onConflictDoUpdate({ target: [np.userId, np.kind, np.channel], set: { enabled: input.enabled, updatedAt: sql`now()` } });
  return listNotificationPreferences(user, db);
}
