import { appErrorFromDatabase } from './errors';

describe('database errors mapped in one place', () => {
  it.each(['23P01', '40P01', '40001'])('%s on a calendar write is a 409 schedule conflict', (code) => {
    // Drizzle wraps the driver error; the SQLSTATE is found on its cause.
    const error = appErrorFromDatabase(Object.assign(new Error('Failed query'), { cause: { code } }));
    expect(error).toMatchObject({ code: 'CONFLICT', key: 'SCHEDULE_CONFLICT', message: 'Schedule conflict. Please try different time.' });
  });

  it('leaves other failures to the generic 500', () => {
    expect(appErrorFromDatabase(Object.assign(new Error('x'), { code: '53300' }))).toBeUndefined();
    expect(appErrorFromDatabase(new Error('no code'))).toBeUndefined();
  });
});
