import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { AppError } from '@/lib/server/platform/http/errors';
import { notFoundUnlessBroken } from './not-found-page';

// A page's failed lookup: only what the service refused reads as "not found". The page's language
// comes from Next's root params, which exist only inside a request: here, a Filipino page.
jest.mock('next/root-params', () => ({ locale: async () => 'fil' }));

describe('notFoundUnlessBroken', () => {
  it.each([
    ['not found', new AppError('NOT_FOUND', 'common.notFound')],
    ['not yours', new AppError('FORBIDDEN', 'common.forbidden')],
    ['a malformed id', new AppError('BAD_REQUEST', 'common.invalidText')],
  ])('%s: the 404 page of the page’s language (a redirect to it)', async (_, error) => {
    const thrown = await notFoundUnlessBroken(error).catch((e: unknown) => e);
    expect(isRedirectError(thrown)).toBe(true);
    expect((thrown as { digest: string }).digest).toContain('/fil/_not-found');
  });

  it.each([
    ['the database down', new Error('connect ECONNREFUSED 127.0.0.1:5432')],
    ['a server fault', new AppError('INTERNAL', 'common.internal')],
  ])('%s: the error goes on to the boundary and the log', async (_, error) => {
    await expect(notFoundUnlessBroken(error)).rejects.toBe(error);
  });
});
