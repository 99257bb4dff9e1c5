import 'server-only';

/** A CSV download: saved under `filename`, never kept by a shared cache (statements name people and accounts). */
export function csvResponse(file: { filename: string; body: string }): Response {
  return new Response(file.body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
