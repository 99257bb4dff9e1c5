import fs from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.ABOGADO_TEST_TEMPLATE_DB;
  if (adminUrl && template) {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  }
  const file = process.env.ABOGADO_TEST_TEMPLATE_FILE;
  if (file) await fs.rm(file, { force: true });
}
