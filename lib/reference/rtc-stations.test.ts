import { listReferenceCities } from './notary-cities';
import { commissionCoversOffice, courtStation } from './rtc-stations';

// Issue 57 item 3: a notary acts only within the territory of the commissioning court (2004 Rules on
// Notarial Practice, Rule III §11): an office outside it is refused.

it('reads the station from a court as people write it', () => {
  expect(courtStation('Office of the Executive Judge, Regional Trial Court of Makati')?.slug).toBe('makati');
  expect(courtStation('Office of the Executive Judge, RTC of Makati City')?.slug).toBe('makati');
  expect(courtStation('RTC Quezon City, Branch 7')?.slug).toBe('quezon-city');
  expect(courtStation('Regional Trial Court, Cebu City')?.slug).toBe('cebu-city');
  expect(courtStation('Regional Trial Court of the City of Tagum')?.slug).toBe('tagum');
  expect(courtStation('Office of the Executive Judge, RTC of Boac, Marinduque')?.slug).toBe('boac');
  // A station we do not list, or words that name no court: not placed.
  expect(courtStation('Regional Trial Court of Nabunturan')).toBeNull();
  expect(courtStation('Supreme Court')).toBeNull();
});

it('every listed city is inside its own station’s territory', () => {
  for (const city of listReferenceCities()) {
    expect([city.slug, commissionCoversOffice(`Regional Trial Court of ${city.name}`, city.slug)]).toEqual([city.slug, 'inside']);
  }
});

it('an office in another city is outside; a court we cannot place is left unknown', () => {
  // The demo notary's old commission: Tagum's court, a Makati office.
  expect(commissionCoversOffice('Office of the Executive Judge, Regional Trial Court of Tagum', 'makati')).toBe('outside');
  expect(commissionCoversOffice('RTC of Makati City', 'taguig')).toBe('outside');
  expect(commissionCoversOffice('RTC of Makati City', 'makati')).toBe('inside');
  expect(commissionCoversOffice('Regional Trial Court of Nabunturan', 'tagum')).toBe('unknown');
});
