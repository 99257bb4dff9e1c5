import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule for a lawyer clients can find and book: public, complete, IBP-verified, not hidden
 * by moderation (admin console), and an account that is not disabled. `profile` is the SQL name or
 * alias of a `lawyer_profiles` row. Search reads the `lawyer_search` projection instead, whose
 * refresh (migrations 0003/0005/0008, hidden since 0021) applies the same five conditions;
 * lawyers/listed-lawyer.test.ts checks that they agree.
 */
export function listedLawyerSql(profile = 'lawyer_profiles'): SQL {
  if (!/^[a-z_]+$/.test(profile)) throw new Error(`Not an SQL alias: ${profile}`);
  return sql.raw(
    `(${profile}.is_public AND ${profile}.is_complete AND ${profile}.ibp_verified AND ${profile}.hidden_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM users disabled WHERE disabled.id = ${profile}.user_id AND disabled.disabled_at IS NOT NULL))`,
  );
}
