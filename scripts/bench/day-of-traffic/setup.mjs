// The day's accounts, made straight in the bench database before the clock starts (nothing here is
// measured): a password for each seeded lawyer (the seed gives most of them none), verified client
// accounts for the visitors, and for each call a client with a paid meeting that is open now.
import { hash } from '@node-rs/argon2';
import pg from 'pg';

export const DAY_PASSWORD = 'DayOfTraffic2026';
// lib/server/platform/security/password.ts's parameters, so a sign-in verifies the hash as it would a real one.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * @param {{ databaseUrl: string, lawyers: number, visitors: number, calls: number }} options
 * @returns {Promise<{ password: string, lawyers: {id: string, email: string}[], visitors: {email: string}[], calls: {meetingId: string, lawyer: string, customer: string}[] }>}
 */
export async function setupDay({ databaseUrl, lawyers, visitors, calls }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const passwordHash = await hash(DAY_PASSWORD, ARGON2);
    await client.query('BEGIN');
    const { rows: lawyerRows } = await client.query(
      `SELECT u.id, u.email FROM users u JOIN lawyer_profiles p ON p.user_id = u.id
        WHERE u.type = 'LAWYER' AND u.disabled_at IS NULL AND p.is_public AND p.is_complete
        ORDER BY u.email LIMIT $1`,
      [lawyers],
    );
    if (lawyerRows.length < Math.max(lawyers, calls)) throw new Error(`only ${lawyerRows.length} bookable lawyers in the database`);
    await client.query('UPDATE users SET password_hash = $1 WHERE id = ANY($2::uuid[])', [passwordHash, lawyerRows.map((l) => l.id)]);
    // The seed lists lawyers without a portrait although the completeness rule (missingProfileItems)
    // requires one: their first profile save would unlist them. Give them the demo portrait.
    await client.query(
      `UPDATE lawyer_profiles SET picture_url = '/images/demo/lawyer.webp' WHERE user_id = ANY($1::uuid[]) AND picture_url IS NULL`,
      [lawyerRows.map((l) => l.id)],
    );

    const newCustomer = async (email, first) => {
      const { rows } = await client.query(
        `INSERT INTO users (email, password_hash, type, first_name, last_name, email_verified, email_verified_at, terms_accepted_at)
         VALUES ($1, $2, 'CUSTOMER', $3, 'Bench', true, now(), now()) RETURNING id`,
        [email, passwordHash, first],
      );
      return rows[0].id;
    };
    const visitorRows = [];
    for (let i = 0; i < visitors; i++) {
      const email = `day.visitor.${i + 1}@example.com`;
      await newCustomer(email, `Visitor${i + 1}`);
      visitorRows.push({ email });
    }
    const callRows = [];
    for (let i = 0; i < calls; i++) {
      const email = `day.caller.${i + 1}@example.com`;
      const customerId = await newCustomer(email, `Caller${i + 1}`);
      // Started a minute ago, 60 minutes long: inside the join window for the whole day (and for
      // the scheduler, not yet ended, so it is not settled mid-call). CONFIRMED = paid.
      const { rows } = await client.query(
        `INSERT INTO meetings (lawyer_id, customer_id, start_at, end_at, duration_minutes, status, subject, call_type, price_centavos)
         VALUES ($1, $2, now() - interval '1 minute', now() + interval '59 minutes', 60, 'CONFIRMED', 'Day of traffic call', 'VIDEO', 100000)
         RETURNING id`,
        [lawyerRows[i].id, customerId],
      );
      callRows.push({ meetingId: rows[0].id, lawyer: lawyerRows[i].email, customer: email });
    }
    await client.query('COMMIT');
    return { password: DAY_PASSWORD, lawyers: lawyerRows, visitors: visitorRows, calls: callRows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
