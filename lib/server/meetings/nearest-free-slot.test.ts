import { offerNearestSlot } from './nearest-free-slot';

const at = (hhmm: string, day = '2026-12-01') => `${day}T${hhmm}:00.000Z`;

describe('offerNearestSlot', () => {
  const free = [at('01:00'), at('01:30'), at('03:00'), at('02:00', '2026-12-02')];

  it('offers the requested start while it is free (also written without milliseconds)', () => {
    expect(offerNearestSlot(free, new Date('2026-12-01T01:30:00Z'))).toEqual({ start: at('01:30'), requestedTaken: false });
  });

  it('offers the nearest free start when the requested one was taken', () => {
    expect(offerNearestSlot(free, new Date(at('02:30')))).toEqual({ start: at('03:00'), requestedTaken: true });
    expect(offerNearestSlot(free, new Date(at('02:00')))).toEqual({ start: at('01:30'), requestedTaken: true });
    expect(offerNearestSlot(free, new Date(at('20:00')))).toEqual({ start: at('02:00', '2026-12-02'), requestedTaken: true });
  });

  it('prefers the later start on a tie', () => {
    expect(offerNearestSlot([at('01:00'), at('02:00')], new Date(at('01:30')))).toEqual({ start: at('02:00'), requestedTaken: true });
  });

  it('offers nothing, and says the requested start is gone, when no slot is free', () => {
    expect(offerNearestSlot([], new Date(at('01:00')))).toEqual({ start: null, requestedTaken: true });
  });
});
