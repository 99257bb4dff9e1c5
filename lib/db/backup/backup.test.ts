import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { migrateDb, openDb, type Db } from '@/lib/db/client';
import { tables as t } from '@/lib/db';
import { OPEN_BY_DIR } from '@/lib/db/data-dir-users';
import { backupDatabase, countDataRows, countTableRows, restoreDatabase } from '.';
import { createTestDb, describeOnPglite, itOnPostgres } from '@/lib/test/db';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertMeeting } from '@/lib/test/fixtures/meetings';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-backup-test-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A paid booking: a lawyer, a client, their confirmed meeting and its PAID payment. */
async function insertPaidBooking(db: Db): Promise<{ meetingId: string; paymentId: string }> {
  const lawyerId = await insertLawyer(db);
  const customerId = await insertCustomer(db);
  const meetingId = await insertMeeting(db, { lawyerId, customerId, start: '2027-03-01T02:00:00Z', duration: 60 });
  const [payment] = await db
    .insert(t.payments)
    .values({
      customerId,
      lawyerId,
      meetingId,
      provider: 'PAYMONGO',
      providerSessionId: `cs_backup_${meetingId}`,
      providerPaymentId: 'pay_backup',
      amountCentavos: 180_000,
      status: 'PAID',
      method: 'gcash',
      description: '60-minute video consultation',
      paidAt: new Date('2027-02-20T01:00:00Z'),
    })
    .returning({ id: t.payments.id });
  return { meetingId, paymentId: payment.id };
}

async function readBooking(db: Db, booking: { meetingId: string; paymentId: string }) {
  const [meeting] = await db.select().from(t.meetings).where(eq(t.meetings.id, booking.meetingId));
  const [payment] = await db.select().from(t.payments).where(eq(t.payments.id, booking.paymentId));
  return { meeting, payment };
}

/** A migrated, empty embedded database in `dataDir` (from Jest's template when there is one). */
async function createDataDir(dataDir: string): Promise<void> {
  const template = process.env.ABOGADO_TEST_TEMPLATE_FILE;
  const handle = await openDb({ dataDir, loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined });
  try {
    if (!template) await migrateDb(handle);
  } finally {
    await handle.close();
  }
}

async function withDataDir<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = await openDb({ dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

describeOnPglite('npm run db:backup / db:restore, embedded PGlite', () => {
  let source: string;
  let file: string;
  let booking: { meetingId: string; paymentId: string };
  let backedUp: Awaited<ReturnType<typeof backupDatabase>>;

  beforeAll(async () => {
    source = path.join(root, 'source');
    file = path.join(root, 'backups', 'source.tar.gz');
    await createDataDir(source);
    booking = await withDataDir(source, insertPaidBooking);
    backedUp = await backupDatabase(file, { dataDir: source });
  });

  it('a round trip brings back every table with its rows, and the booking with its payment', async () => {
    expect(backedUp.counts['public.meetings']).toBe(1);
    expect(backedUp.counts['public.payments']).toBe(1);
    expect(backedUp.counts['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    const target = path.join(root, 'restored');
    const restored = await restoreDatabase(file, { dataDir: target });
    expect(restored.counts).toEqual(backedUp.counts);
    expect(restored.replacedRows).toBe(0);
    const original = await withDataDir(source, (db) => readBooking(db, booking));
    const copy = await withDataDir(target, async (db) => ({ booking: await readBooking(db, booking), counts: await countTableRows(db) }));
    expect(copy.booking).toEqual(original);
    expect(copy.booking.payment).toMatchObject({ status: 'PAID', amountCentavos: 180_000, meetingId: booking.meetingId });
    expect(copy.counts).toEqual(backedUp.counts);
    // The tarball carried the backup process's entry; the restored folder lists no one.
    expect(fs.readdirSync(path.join(target, OPEN_BY_DIR))).toEqual([]);
  });

  it('refuses to replace a database that holds rows; --force replaces it with the backup', async () => {
    const target = path.join(root, 'busy-target');
    await createDataDir(target);
    await withDataDir(target, insertCustomer);
    await expect(restoreDatabase(file, { dataDir: target })).rejects.toThrow(
      'is not empty (1 rows). Add --force to replace it with the backup.',
    );
    expect(await withDataDir(target, async (db) => (await db.select().from(t.users)).length)).toBe(1);
    const forced = await restoreDatabase(file, { dataDir: target, force: true });
    expect(forced.replacedRows).toBe(1);
    expect(forced.counts).toEqual(backedUp.counts);
    expect(await withDataDir(target, (db) => readBooking(db, booking))).toMatchObject({ payment: { status: 'PAID' } });
  });

  it('restores into a migrated database without rows without --force', async () => {
    const target = path.join(root, 'empty-target');
    await createDataDir(target);
    expect((await restoreDatabase(file, { dataDir: target })).counts).toEqual(backedUp.counts);
  });

  it('never runs while another process has the folder open, and the app waits for a backup or restore', async () => {
    const entry = (mode: string) => path.join(source, OPEN_BY_DIR, `${process.ppid}-${mode}-1`);
    fs.mkdirSync(path.join(source, OPEN_BY_DIR), { recursive: true });
    fs.writeFileSync(entry('shared'), 'a running app');
    try {
      await expect(backupDatabase(path.join(root, 'never.tar.gz'), { dataDir: source })).rejects.toThrow(
        `is open in process ${process.ppid}`,
      );
      await expect(restoreDatabase(file, { dataDir: source, force: true })).rejects.toThrow(`is open in process ${process.ppid}`);
    } finally {
      fs.rmSync(entry('shared'));
    }
    expect(fs.existsSync(path.join(root, 'never.tar.gz'))).toBe(false);
    fs.writeFileSync(entry('exclusive'), 'a backup');
    try {
      await expect(openDb({ dataDir: source })).rejects.toThrow(`is being backed up or restored by process ${process.ppid}`);
    } finally {
      fs.rmSync(entry('exclusive'));
    }
    // An entry whose process is gone does not count (and is cleared).
    fs.writeFileSync(path.join(source, OPEN_BY_DIR, '999999999-shared-1'), 'crashed');
    expect((await backupDatabase(path.join(root, 'after-crash.tar.gz'), { dataDir: source })).counts).toEqual(backedUp.counts);
  });

  it('refuses a file that is not a backup, or a backup of the other engine', async () => {
    const junk = path.join(root, 'junk.bin');
    fs.writeFileSync(junk, 'hello');
    await expect(restoreDatabase(junk, { dataDir: path.join(root, 'x') })).rejects.toThrow('is not a backup made by npm run db:backup');
    const pgDump = path.join(root, 'pg.dump');
    fs.writeFileSync(pgDump, 'PGDMP\u0001\u000e');
    await expect(restoreDatabase(pgDump, { dataDir: path.join(root, 'x') })).rejects.toThrow(
      'is a PostgreSQL backup (pg_dump); set DATABASE_URL',
    );
    await expect(restoreDatabase(file, { databaseUrl: 'postgres://127.0.0.1:1/none' })).rejects.toThrow(
      'is a backup of the embedded database',
    );
  });
});

describe('npm run db:backup / db:restore, PostgreSQL', () => {
  itOnPostgres('pg_dump -Fc / pg_restore round trip; a database with rows is replaced only with --force', async () => {
    const source = await createTestDb();
    const target = await createTestDb();
    try {
      const booking = await insertPaidBooking(source.db);
      const file = path.join(root, 'pg', 'source.dump');
      const backedUp = await backupDatabase(file, { databaseUrl: source.databaseUrl });
      expect(backedUp.counts['public.payments']).toBe(1);
      const restored = await restoreDatabase(file, { databaseUrl: target.databaseUrl });
      expect(restored.counts).toEqual(backedUp.counts);
      expect(await readBooking(target.db, booking)).toEqual(await readBooking(source.db, booking));

      await insertCustomer(source.db);
      const rows = countDataRows(backedUp.counts) + 1;
      await expect(restoreDatabase(file, { databaseUrl: source.databaseUrl })).rejects.toThrow(`is not empty (${rows} rows). Add --force`);
      const forced = await restoreDatabase(file, { databaseUrl: source.databaseUrl, force: true });
      expect(forced).toMatchObject({ replacedRows: rows, counts: backedUp.counts });
      expect(await readBooking(source.db, booking)).toMatchObject({ payment: { status: 'PAID', amountCentavos: 180_000 } });
    } finally {
      await source.close();
      await target.close();
    }
  });
});
