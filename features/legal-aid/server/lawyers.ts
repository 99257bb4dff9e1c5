import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { z } from 'zod';
import type { legalAidLawyerListSchema } from '@/features/legal-aid/dto/legal-aid';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { freeLegalAidTimes } from './free-slots';

// Issue 61: the desk's list — only lawyers listed publicly (listedLawyerSql) whose legal-aid offer is on and
// gives something (free times or written answers); with a problem, only lawyers of its area.

type Row = {
  id: string;
  name: string;
  picture_url: string | null;
  areas: string[];
  city: string | null;
  region: string | null;
  slots: number;
  written: number;
};

const MAX = 50;

export async function listLegalAidLawyers(
  query: { problem?: number },
  now = new Date(),
): Promise<z.infer<typeof legalAidLawyerListSchema>> {
  const db = await getDb();
  const area = query.problem !== undefined ? findLegalProblem(query.problem)?.value[0] : undefined;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT p.user_id AS id, p.display_name AS name, p.picture_url, p.areas, p.city, p.region,
               (SELECT count(*)::int FROM legal_aid_slots s WHERE s.lawyer_id = p.user_id) AS slots, o.written_per_month AS written
          FROM lawyer_profiles p JOIN legal_aid_offers o ON o.lawyer_id = p.user_id AND o.enabled
         WHERE ${listedLawyerSql('p')}
           AND (o.written_per_month > 0 OR EXISTS (SELECT 1 FROM legal_aid_slots s WHERE s.lawyer_id = p.user_id))
           ${area ? sql`AND ${area} = ANY(p.areas)` : sql``}
         ORDER BY p.rating_avg DESC NULLS LAST, p.display_name LIMIT ${MAX}`,
  );
  const lawyers = [];
  for (const r of rows) {
    const free = Number(r.slots) > 0 ? await freeLegalAidTimes(r.id, { now, db }) : { slots: [] };
    lawyers.push({
      _id: r.id,
      name: r.name,
      picture_url: r.picture_url,
      areas: r.areas ?? [],
      city: r.city,
      region: r.region,
      free_consultations: Number(r.slots) > 0,
      free_written_answers: Number(r.written) > 0,
      next_free_at: free.slots[0]?.start ?? null,
    });
  }
  return { lawyers };
}
