import { useTestDb } from '@/lib/test/db';
import { GET } from './route';

const db = useTestDb();

describe('GET /api/v1/health', () => {
  it('reports the database engine and an up-to-date migration state', async () => {
    const res = await GET(new Request('http://localhost/api/v1/health'), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database.engine).toBe(db().engine);
    expect(body.database.engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.migrations.upToDate).toBe(true);
  });
});
