import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { BANKS } from '@/lib/reference/banks';
import { isUuid } from '@/lib/validation/ids';
import {
  rangeIssues,
  type awardSchema,
  type availabilitySchema,
  type bankingInfoSchema,
  type basicInfoSchema,
  type educationSchema,
  type workExperienceSchema,
} from '@/lib/validation/lawyer-profile';
import { minutesOf } from '@/lib/format/clock-time';
import type { z } from 'zod';
import { loadOwnProfile } from './own-profile';
import { changeProfile } from './profile-change';

type Out<S extends z.ZodType> = z.output<S>;

const ITEM_NOT_FOUND = {
  Education: 'lawyerProfile.educationNotFound',
  'Work experience': 'lawyerProfile.workExperienceNotFound',
  Award: 'lawyerProfile.awardNotFound',
} as const;
const itemNotFound = (what: keyof typeof ITEM_NOT_FOUND) => new AppError('NOT_FOUND', ITEM_NOT_FOUND[what], { key: 'NOT_FOUND' });

export function saveBasicInfo(lawyerId: string, info: Out<typeof basicInfoSchema>) {
  return changeProfile(lawyerId, async (tx) => {
    await tx
      .update(t.users)
      .set({ firstName: info.first_name, lastName: info.last_name, updatedAt: new Date() })
      .where(eq(t.users.id, lawyerId));
    await tx
      .update(t.lawyerProfiles)
      .set({
        displayName: info.display_name,
        about: info.about,
        quote: info.quote,
        rollNumber: info.roll_number,
        ibpNumber: info.ibp_number,
        officeAddress: info.office_address,
        city: info.city,
        region: info.region,
        barYear: info.bar_year,
        languages: info.languages,
        areas: info.areas,
        legalProblems: info.legal_problems,
        specializations: info.specializations,
        lawFirm: info.law_firm || null,
      })
      .where(eq(t.lawyerProfiles.userId, lawyerId));
  });
}

export function saveBankingInfo(lawyerId: string, info: Out<typeof bankingInfoSchema>) {
  // The bank's name is taken from our list, never from the client, so the two cannot disagree.
  const bank = BANKS.find((b) => b.provider_bank_id === info.provider_bank_id)!;
  return changeProfile(lawyerId, async (tx) => {
    await tx
      .update(t.lawyerProfiles)
      .set({
        bankingInfo: {
          bank_name: bank.name,
          provider_bank_id: bank.provider_bank_id,
          account_name: info.account_name,
          account_number: info.account_number,
        },
      })
      .where(eq(t.lawyerProfiles.userId, lawyerId));
  });
}

// ——— Education, work experience: list sections with add / edit / delete by id ———

const educationValues = (e: Out<typeof educationSchema>) => ({
  school: e.school,
  degree: e.degree,
  startYear: e.start_year,
  endYear: e.end_year,
  honours: e.honours,
});
const workValues = (w: Out<typeof workExperienceSchema>) => ({
  title: w.title,
  organization: w.organization,
  location: w.location,
  startYear: w.start_year,
  endYear: w.end_year,
  description: w.description,
});

export function addEducation(lawyerId: string, e: Out<typeof educationSchema>) {
  return changeProfile(lawyerId, async (tx) => {
    const [row] = await tx
      .insert(t.lawyerEducation)
      .values({ lawyerId, ...educationValues(e) })
      .returning({ id: t.lawyerEducation.id });
    return { _id: row.id };
  });
}

export function updateEducation(lawyerId: string, e: Out<typeof educationSchema> & { _id: string }) {
  return changeProfile(lawyerId, async (tx) => {
    const rows = await tx
      .update(t.lawyerEducation)
      .set(educationValues(e))
      .where(and(eq(t.lawyerEducation.id, e._id), eq(t.lawyerEducation.lawyerId, lawyerId)))
      .returning({ id: t.lawyerEducation.id });
    if (!rows.length) throw itemNotFound('Education');
    return { _id: e._id };
  });
}

export function deleteEducation(lawyerId: string, id: string) {
  if (!isUuid(id)) throw itemNotFound('Education');
  return changeProfile(lawyerId, async (tx) => {
    const rows = await tx
      .delete(t.lawyerEducation)
      .where(and(eq(t.lawyerEducation.id, id), eq(t.lawyerEducation.lawyerId, lawyerId)))
      .returning({ id: t.lawyerEducation.id });
    if (!rows.length) throw itemNotFound('Education');
    return { _id: id };
  });
}

export function addWorkExperience(lawyerId: string, w: Out<typeof workExperienceSchema>) {
  return changeProfile(lawyerId, async (tx) => {
    const [row] = await tx
      .insert(t.lawyerWorkExperience)
      .values({ lawyerId, ...workValues(w) })
      .returning({ id: t.lawyerWorkExperience.id });
    return { _id: row.id };
  });
}

export function updateWorkExperience(lawyerId: string, w: Out<typeof workExperienceSchema> & { _id: string }) {
  return changeProfile(lawyerId, async (tx) => {
    const rows = await tx
      .update(t.lawyerWorkExperience)
      .set(workValues(w))
      .where(and(eq(t.lawyerWorkExperience.id, w._id), eq(t.lawyerWorkExperience.lawyerId, lawyerId)))
      .returning({ id: t.lawyerWorkExperience.id });
    if (!rows.length) throw itemNotFound('Work experience');
    return { _id: w._id };
  });
}

export function deleteWorkExperience(lawyerId: string, id: string) {
  if (!isUuid(id)) throw itemNotFound('Work experience');
  return changeProfile(lawyerId, async (tx) => {
    const rows = await tx
      .delete(t.lawyerWorkExperience)
      .where(and(eq(t.lawyerWorkExperience.id, id), eq(t.lawyerWorkExperience.lawyerId, lawyerId)))
      .returning({ id: t.lawyerWorkExperience.id });
    if (!rows.length) throw itemNotFound('Work experience');
    return { _id: id };
  });
}

// ——— Awards and publications: the list order is the priority (0 first) ———

export function addAward(lawyerId: string, a: Out<typeof awardSchema>) {
  return changeProfile(lawyerId, async (tx) => {
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${t.lawyerAwards.priority}) + 1, 0)::int` })
      .from(t.lawyerAwards)
      .where(eq(t.lawyerAwards.lawyerId, lawyerId));
    const [row] = await tx
      .insert(t.lawyerAwards)
      .values({ lawyerId, title: a.title, description: a.description, year: a.year, priority: next })
      .returning({ id: t.lawyerAwards.id });
    return { _id: row.id };
  });
}

export function updateAward(lawyerId: string, a: Out<typeof awardSchema> & { _id: string }) {
  return changeProfile(lawyerId, async (tx) => {
    const rows = await tx
      .update(t.lawyerAwards)
      .set({ title: a.title, description: a.description, year: a.year })
      .where(and(eq(t.lawyerAwards.id, a._id), eq(t.lawyerAwards.lawyerId, lawyerId)))
      .returning({ id: t.lawyerAwards.id });
    if (!rows.length) throw itemNotFound('Award');
    return { _id: a._id };
  });
}

/** The new order must name every award of this lawyer exactly once. */
export function reorderAwards(lawyerId: string, order: string[]) {
  return changeProfile(lawyerId, async (tx) => {
    const own = await tx.select({ id: t.lawyerAwards.id }).from(t.lawyerAwards).where(eq(t.lawyerAwards.lawyerId, lawyerId));
    const ids = new Set(own.map((r) => r.id));
    if (order.length !== ids.size || new Set(order).size !== order.length || !order.every((id) => ids.has(id))) {
      throw new AppError('BAD_REQUEST', 'lawyerProfile.orderMustListEach', { key: 'AWARD_ORDER' });
    }
    for (const [priority, id] of order.entries()) {
      await tx
        .update(t.lawyerAwards)
        .set({ priority })
        .where(and(eq(t.lawyerAwards.id, id), eq(t.lawyerAwards.lawyerId, lawyerId)));
    }
    return { order };
  });
}

export function deleteAward(lawyerId: string, id: string) {
  if (!isUuid(id)) throw itemNotFound('Award');
  return changeProfile(lawyerId, async (tx) => {
    const rows = await tx
      .delete(t.lawyerAwards)
      .where(and(eq(t.lawyerAwards.id, id), eq(t.lawyerAwards.lawyerId, lawyerId)))
      .returning({ id: t.lawyerAwards.id });
    if (!rows.length) throw itemNotFound('Award');
    return { _id: id };
  });
}

// ——— Availability: the weekly hours, the notice time and the two prices ———

export function saveAvailability(lawyerId: string, a: Out<typeof availabilitySchema>) {
  return changeProfile(lawyerId, async (tx: Db) => {
    await tx.delete(t.lawyerAvailability).where(eq(t.lawyerAvailability.lawyerId, lawyerId));
    await tx.insert(t.lawyerAvailability).values(
      a.daily_availability.flatMap((d) => {
        const ranges = d.ranges.map((r) => ({ start: minutesOf(r.start_time), end: minutesOf(r.end_time) }));
        // A day off keeps its ranges (for when it is switched on again) only when they are valid; else the usual hours.
        const kept = ranges.length > 0 && rangeIssues(ranges).length === 0 ? ranges : [{ start: 540, end: 1020 }];
        return kept.map((r) => ({ lawyerId, weekday: d.weekday, available: d.available, startMinute: r.start, endMinute: r.end }));
      }),
    );
    await tx
      .delete(t.lawyerServices)
      .where(and(eq(t.lawyerServices.lawyerId, lawyerId), inArray(t.lawyerServices.durationMinutes, [30, 60])));
    await tx.insert(t.lawyerServices).values(a.services.map((s) => ({ lawyerId, durationMinutes: s.duration, priceCentavos: s.price })));
    await tx.update(t.lawyerProfiles).set({ noticeTimeMinutes: a.notice_time }).where(eq(t.lawyerProfiles.userId, lawyerId));
  });
}

// ——— Visibility (spec §4): public only when complete; the client flips its value after success ———

export function setVisibility(lawyerId: string, wanted?: boolean) {
  return changeProfile(lawyerId, async (tx) => {
    const [row] = await tx
      .select({ isPublic: t.lawyerProfiles.isPublic, status: t.lawyerProfiles.verificationStatus, hiddenAt: t.lawyerProfiles.hiddenAt })
      .from(t.lawyerProfiles)
      .where(eq(t.lawyerProfiles.userId, lawyerId));
    const next = wanted ?? !row.isPublic;
    if (next) {
      // An admin's decision stands until it is reversed: a rejected verification needs new documents,
      // a moderated profile an admin's restore.
      if (row.status === 'REJECTED')
        throw new AppError('UNPROCESSABLE', 'verification.rejectedNotPublic', { key: 'VERIFICATION_REJECTED' });
      if (row.hiddenAt) throw new AppError('UNPROCESSABLE', 'verification.hiddenByModeration', { key: 'HIDDEN_BY_MODERATION' });
      const profile = await loadOwnProfile(tx, lawyerId);
      if (profile.missing.length) {
        throw new AppError('UNPROCESSABLE', 'profile.visibilityFailed', { key: 'PROFILE_INCOMPLETE' });
      }
    }
    await tx.update(t.lawyerProfiles).set({ isPublic: next }).where(eq(t.lawyerProfiles.userId, lawyerId));
    return { is_public: next };
  });
}
