// The server of scripts/bench/multipart-flood.mjs when BENCH_SERVER=handlers: the three route handlers
// the flood touches (GET /api/v1/health, POST /api/v1/letters/verify, POST /api/v1/auth/lawyer/signup)
// of the checkout it runs in (cwd: its `@/` imports), behind a bare node:http server on PORT, with a
// migrated in-memory database. One Node.js main thread, as `next start`, without a build: a checkout's
// code (main's, for "before") is measured without building it. Run with tsx --conditions=react-server.
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const root = process.cwd();
const load = async (route: string, method: string) =>
  ((await import(path.join(root, 'app/api/v1', route, 'route.ts'))) as Record<string, Handler>)[method];

async function main() {
  const { migrateDb, openDb } = await import(path.join(root, 'lib/db/client.ts'));
  const { setDbHandleForTests } = await import(path.join(root, 'lib/db/index.ts'));
  const handle = await openDb({ dataDir: 'memory://' });
  await migrateDb(handle);
  setDbHandleForTests(handle);

  const routes: Record<string, Handler> = {
    'GET /api/v1/health': await load('health', 'GET'),
    'POST /api/v1/letters/verify': await load('letters/verify', 'POST'),
    'POST /api/v1/auth/lawyer/signup': await load('auth/lawyer/signup', 'POST'),
  };

  const server = http.createServer(async (req, res) => {
    const handler = routes[`${req.method} ${req.url}`];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://localhost:${process.env.PORT}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request, { params: Promise.resolve({}) });
    const body = Buffer.from(await response.arrayBuffer());
    // What the handler did not read is not waited for: the connection closes after the answer.
    res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'text/plain', connection: 'close' });
    res.end(body);
  });
  server.listen(Number(process.env.PORT), () => console.log(`listening on ${process.env.PORT}`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
