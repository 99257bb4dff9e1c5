import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { FirmView } from '@/lib/dto/firms';
import { civilDateOf, dateKey } from '@/lib/format/civil-date';
import { ULAS_REQUIRED_MINUTES, ulasPeriodOf } from '@/features/legal-aid/rules/legal-aid';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';

const notFound = () => new AppError('NOT_FOUND', 'firms.notFound', { key: 'FIRM_NOT_FOUND' });
const fullName = sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`;

/**
 * What a lawyer sees of their firm (issue 61 item 4): the firm they run or belong to, the invitations waiting for
 * them and — for the admin only — each member's minutes of legal aid in the current ULAS period (the lines the
 * legal-aid desk approved, as their report counts: issue 73). A member's totals are shared only once they accepted
 * (INVITED members show no minutes).
 */
export async function firmView(lawyerId: string, now = new Date()): Promise<FirmView> {
  const db = await getDb();
  const period = ulasPeriodOf(dateKey(civilDateOf(now.getTime(), DEFAULT_TIME_ZONE)));
  const [mine] = await queryRows<{ id: string; name: string; admin_id: string; admin_name: string }>(
    db,
    sql`SELECT f.id, f.name, f.admin_id, ${fullName} AS admin_name
          FROM firm_members m JOIN firms f ON f.id = m.firm_id JOIN users u ON u.id = f.admin_id
         WHERE m.lawyer_id = ${lawyerId} AND m.status = 'ACTIVE'`,
  );
  const invitations = await queryRows<{ firm_id: string; firm_name: string; admin_name: string }>(
    db,
    sql`SELECT f.id AS firm_id, f.name AS firm_name, ${fullName} AS admin_name
          FROM firm_members m JOIN firms f ON f.id = m.firm_id JOIN users u ON u.id = f.admin_id
         WHERE m.lawyer_id = ${lawyerId} AND m.status = 'INVITED'
         ORDER BY m.invited_at, f.id`,
  );
  const isAdmin = mine?.admin_id === lawyerId;
  const members = isAdmin
    ? await queryRows<{ _id: string; name: string; status: 'INVITED' | 'ACTIVE'; period_minutes: number | null }>(
        db,
        sql`SELECT m.lawyer_id AS _id, ${fullName} AS name, m.status,
                   CASE WHEN m.status = 'ACTIVE' THEN coalesce((
                     SELECT sum(s.minutes) FROM legal_aid_services s
                      WHERE s.lawyer_id = m.lawyer_id AND s.review = 'APPROVED' AND s.service_date BETWEEN ${period.start}::date AND ${period.end}::date), 0)::int END
                     AS period_minutes
              FROM firm_members m JOIN users u ON u.id = m.lawyer_id
             WHERE m.firm_id = ${mine.id}
             ORDER BY (m.lawyer_id = ${lawyerId}) DESC, m.status, name, m.lawyer_id`,
      )
    : [];
  return {
    you: lawyerId,
    firm: mine ? { _id: mine.id, name: mine.name, is_admin: isAdmin, admin_name: mine.admin_name } : null,
    period,
    required_minutes: ULAS_REQUIRED_MINUTES,
    members,
    invitations,
  };
}

/** POST lawyers/profile/firm: a lawyer in no firm starts one and is its admin (and first member). */
export async function createFirm(lawyerId: string, name: string): Promise<FirmView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [active] = await tx
      .select({ firmId: t.firmMembers.firmId })
      .from(t.firmMembers)
      .where(and(eq(t.firmMembers.lawyerId, lawyerId), eq(t.firmMembers.status, 'ACTIVE')));
    if (active) throw new AppError('CONFLICT', 'firms.alreadyInFirm', { key: 'ALREADY_IN_FIRM' });
    const [firm] = await tx.insert(t.firms).values({ name, adminId: lawyerId }).returning({ id: t.firms.id });
    await tx.insert(t.firmMembers).values({ firmId: firm.id, lawyerId, status: 'ACTIVE', joinedAt: sql`now()` });
    await writeAuditLog({ actorId: lawyerId, action: 'firm.create', targetType: 'firm', targetId: firm.id }, tx);
  });
  return firmView(lawyerId);
}

async function adminFirmId(lawyerId: string): Promise<string> {
  const db = await getDb();
  const [firm] = await db.select({ id: t.firms.id }).from(t.firms).where(eq(t.firms.adminId, lawyerId));
  if (!firm) throw notFound();
  return firm.id;
}

/**
 * POST lawyers/profile/firm/members: the admin invites a lawyer by their account's e-mail. An address that is not
 * a lawyer's account gets the same answer as an unknown one (no account enumeration beyond "not a lawyer here").
 */
export async function inviteFirmMember(adminId: string, email: string): Promise<FirmView> {
  const firmId = await adminFirmId(adminId);
  const db = await getDb();
  const [lawyer] = await db
    .select({ id: t.lawyerProfiles.userId })
    .from(t.users)
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.users.id))
    .where(eq(sql`lower(${t.users.email})`, email.toLowerCase()));
  if (!lawyer) throw new AppError('NOT_FOUND', 'firms.noSuchLawyer', { key: 'NO_SUCH_LAWYER' });
  await db.insert(t.firmMembers).values({ firmId, lawyerId: lawyer.id, status: 'INVITED' }).onConflictDoNothing();
  return firmView(adminId);
}

/** POST lawyers/profile/firm/invitations/{firmId}: the invited lawyer joins (leaving no other firm silently) or declines. */
export async function answerFirmInvitation(lawyerId: string, firmId: string, accept: boolean): Promise<FirmView> {
  if (!isUuid(firmId)) throw notFound();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const where = and(eq(t.firmMembers.firmId, firmId), eq(t.firmMembers.lawyerId, lawyerId), eq(t.firmMembers.status, 'INVITED'));
    const [invited] = await tx.select({ firmId: t.firmMembers.firmId }).from(t.firmMembers).where(where).for('update');
    if (!invited) throw notFound();
    if (!accept) {
      await tx.delete(t.firmMembers).where(where);
      return;
    }
    const [active] = await tx
      .select({ firmId: t.firmMembers.firmId })
      .from(t.firmMembers)
      .where(and(eq(t.firmMembers.lawyerId, lawyerId), eq(t.firmMembers.status, 'ACTIVE')));
    if (active) throw new AppError('CONFLICT', 'firms.alreadyInFirm', { key: 'ALREADY_IN_FIRM' });
    await tx
      .update(t.firmMembers)
      .set({ status: 'ACTIVE', joinedAt: sql`now()` })
      .where(where);
    await writeAuditLog({ actorId: lawyerId, action: 'firm.join', targetType: 'firm', targetId: firmId }, tx);
  });
  return firmView(lawyerId);
}

/**
 * DELETE lawyers/profile/firm/members/{lawyerId}: the admin removes a member or withdraws an invitation; a member
 * leaves by naming themselves. The admin cannot leave their own firm (they would leave it without one).
 */
export async function removeFirmMember(actorId: string, memberId: string): Promise<FirmView> {
  if (!isUuid(memberId)) throw notFound();
  const db = await getDb();
  const [membership] = await queryRows<{ firm_id: string; admin_id: string }>(
    db,
    sql`SELECT f.id AS firm_id, f.admin_id FROM firm_members m JOIN firms f ON f.id = m.firm_id
         WHERE m.lawyer_id = ${memberId} AND (f.admin_id = ${actorId} OR (m.lawyer_id = ${actorId} AND m.status = 'ACTIVE'))`,
  );
  if (!membership) throw notFound();
  if (memberId === membership.admin_id) throw new AppError('CONFLICT', 'firms.adminStays', { key: 'ADMIN_STAYS' });
  await db.delete(t.firmMembers).where(and(eq(t.firmMembers.firmId, membership.firm_id), eq(t.firmMembers.lawyerId, memberId)));
  return firmView(actorId);
}
