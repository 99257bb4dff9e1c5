import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { DeclarationDto } from '@/features/legal-aid/dto/legal-aid';
import type { DeclarationInput } from '@/features/legal-aid/validation/legal-aid';

// Issue 61: a person's Qualified Beneficiary Declaration (one per person, updated in place). Sensitive personal
// information: its owner reads and writes it here; the lawyer of one of their requests and admins read it with
// the request (requests.ts); nobody else ever.

type Row = typeof t.legalAidDeclarations.$inferSelect;

export function toDeclarationDto(row: Row): DeclarationDto {
  return {
    _id: row.id,
    household_size: row.householdSize,
    monthly_income_pesos: row.monthlyIncomePesos,
    income_source: row.incomeSource,
    property: row.property,
    region: row.region,
    reason: row.reason,
    agreed_at: row.agreedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function findDeclarationRow(userId: string, conn?: Db): Promise<Row | null> {
  const db = conn ?? (await getDb());
  const [row] = await db.select().from(t.legalAidDeclarations).where(eq(t.legalAidDeclarations.userId, userId));
  return row ?? null;
}

/** The person's own declaration (null: none yet). */
export async function getMyDeclaration(userId: string): Promise<{ declaration: DeclarationDto | null }> {
  const row = await findDeclarationRow(userId);
  return { declaration: row ? toDeclarationDto(row) : null };
}

/** Writes the person's own declaration (a new one, or the old one replaced, with a new agreement time). */
export async function saveMyDeclaration(userId: string, input: DeclarationInput): Promise<{ declaration: DeclarationDto }> {
  const db = await getDb();
  const values = {
    householdSize: input.household_size,
    monthlyIncomePesos: input.monthly_income_pesos,
    incomeSource: input.income_source,
    property: input.property ?? '',
    region: input.region ?? null,
    reason: input.reason,
    agreedAt: new Date(),
  };
  const [row] = await db
    .insert(t.legalAidDeclarations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: t.legalAidDeclarations.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return { declaration: toDeclarationDto(row) };
}
