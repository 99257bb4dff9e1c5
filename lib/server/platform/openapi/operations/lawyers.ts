import 'server-only';
import { z } from 'zod';
import { calendarImportBodySchema } from '@/lib/validation/calendar-sync';
import {
  availabilitySchema,
  awardSchema,
  awardsPutSchema,
  bankingInfoSchema,
  basicInfoSchema,
  educationSchema,
  educationUpdateSchema,
  visibilitySchema,
  workExperienceSchema,
  workExperienceUpdateSchema,
} from '@/lib/validation/lawyer-profile';
import {
  availabilityQuerySchema,
  freeLegalHelpQuerySchema,
  lawyerSearchQuerySchema,
  legalProblemQuerySchema,
} from '@/lib/validation/search';
import { legalProblemMatchesSchema } from '@/lib/dto/legal-problems';
import { lawyerPaymentsCsvQuerySchema } from '@/lib/validation/payments';
import { calendarFeedDtoSchema, calendarImportDtoSchema } from '@/lib/dto/calendar-sync';
import { freeLegalHelpResponseSchema } from '@/lib/dto/free-legal-help';
import {
  availabilitySaveSchema,
  awardsPutSaveSchema,
  lawyerOwnProfileSchema,
  lawyerVerificationCardSchema,
  pictureSaveSchema,
  profileEntrySaveSchema,
  profileOnlySaveSchema,
  publicLawyerProfileSchema,
  verificationResubmittedSchema,
  visibilitySaveSchema,
} from '@/lib/dto/lawyer-profile';
import { lawyerAvailabilitySchema, lawyerSearchPageSchema } from '@/lib/dto/search';
import { binaryFile, del, get, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

const PUBLIC = 'Lawyers';
const OWN = 'Lawyer profile';

export const lawyerOperations: ApiOperation[] = [
  get('/api/v1/lawyers', 'Search listed lawyers (filters, sorts, "Load more", 14-day calendars)', PUBLIC, 'none', {
    query: lawyerSearchQuerySchema,
    response: lawyerSearchPageSchema,
  }),
  get('/api/v1/lawyers/{lawyerId}/profile', 'The public profile of a listed lawyer', PUBLIC, 'none', {
    params: { lawyerId: uuidParam("The lawyer's id") },
    response: publicLawyerProfileSchema,
  }),
  get('/api/v1/lawyers/availability', "A listed lawyer's bookable slots for 14 days", PUBLIC, 'none', {
    query: availabilityQuerySchema,
    response: lawyerAvailabilitySchema,
  }),
  get('/api/v1/lawyers/free-legal-help', 'Free legal help (PAO, IBP, law school clinics) by region and problem', PUBLIC, 'none', {
    query: freeLegalHelpQuerySchema,
    response: freeLegalHelpResponseSchema,
  }),
  get('/api/v1/legal-problems', 'The legal problems your words describe (Filipino and Taglish too; typos forgiven)', PUBLIC, 'none', {
    query: legalProblemQuerySchema,
    response: legalProblemMatchesSchema,
  }),
  get('/api/v1/lawyers/profile/verify-qr', "Is this lawyer verified? (what the profile's QR code checks)", PUBLIC, 'none', {
    query: z.object({ id: z.string().meta({ format: 'uuid' }) }),
    response: lawyerVerificationCardSchema,
  }),
  get('/api/v1/lawyers/profile', 'Your own profile, every section, with what is missing', OWN, 'lawyer', {
    response: lawyerOwnProfileSchema,
  }),
  put('/api/v1/lawyers/profile/availability', 'Weekly hours, notice time and the 30/60-minute prices', OWN, 'lawyer', {
    json: availabilitySchema,
    response: availabilitySaveSchema,
  }),
  post('/api/v1/lawyers/profile/awards', 'Add an award or publication', OWN, 'lawyer', {
    json: awardSchema,
    response: profileEntrySaveSchema,
  }),
  put('/api/v1/lawyers/profile/awards', 'Edit one award by _id, or set the order {order: [ids]}', OWN, 'lawyer', {
    json: awardsPutSchema,
    response: awardsPutSaveSchema,
  }),
  del('/api/v1/lawyers/profile/awards/{id}', 'Delete one of your awards', OWN, 'lawyer', {
    params: { id: uuidParam('Award id') },
    response: profileEntrySaveSchema,
  }),
  post('/api/v1/lawyers/profile/banking-info', 'Bank, account name and number', OWN, 'lawyer', {
    json: bankingInfoSchema,
    response: profileOnlySaveSchema,
  }),
  get('/api/v1/lawyers/payments/csv', "Your statement as CSV: each paid item's gross, fee, refunds, net and payout", OWN, 'lawyer', {
    query: lawyerPaymentsCsvQuerySchema,
    success: { description: 'A CSV file (pesos with centavos)', contentType: 'text/csv' },
  }),
  post('/api/v1/lawyers/profile/basic-info', 'Names, about, numbers, office, region, languages, areas, problems', OWN, 'lawyer', {
    json: basicInfoSchema,
    response: profileOnlySaveSchema,
  }),
  post('/api/v1/lawyers/profile/calendars/generate', 'A new secret iCal feed address (the old one stops working)', OWN, 'lawyer', {
    response: calendarFeedDtoSchema,
  }),
  put('/api/v1/lawyers/profile/calendars/import', "Save (and read once) your external calendar's iCal address", OWN, 'lawyer', {
    json: calendarImportBodySchema,
    response: calendarImportDtoSchema,
  }),
  del('/api/v1/lawyers/profile/calendars/import', 'Stop importing your external calendar', OWN, 'lawyer', {
    response: calendarImportDtoSchema,
  }),
  post('/api/v1/lawyers/profile/education', 'Add an education entry', OWN, 'lawyer', {
    json: educationSchema,
    response: profileEntrySaveSchema,
  }),
  put('/api/v1/lawyers/profile/education', 'Edit an education entry by _id', OWN, 'lawyer', {
    json: educationUpdateSchema,
    response: profileEntrySaveSchema,
  }),
  del('/api/v1/lawyers/profile/education/{id}', 'Delete one of your education entries', OWN, 'lawyer', {
    params: { id: uuidParam('Entry id') },
    response: profileEntrySaveSchema,
  }),
  post('/api/v1/lawyers/profile/picture', 'Upload your profile picture (square WebP is stored)', OWN, 'lawyer', {
    multipart: z.object({ picture: binaryFile('JPEG, PNG or WebP, at most 10 MB') }),
    response: pictureSaveSchema,
  }),
  post(
    '/api/v1/lawyers/profile/visibility',
    'Toggle (or set) is_public; public only when complete, verified documents not rejected and not hidden',
    OWN,
    'lawyer',
    { json: visibilitySchema, response: visibilitySaveSchema },
  ),
  put(
    '/api/v1/lawyers/profile/verification',
    'Upload your IBP ID and/or government ID again (after a rejection, or the yearly IBP renewal)',
    OWN,
    'lawyer',
    {
      multipart: z.object({
        ibp_id: binaryFile('IBP ID: JPEG, PNG, WebP or PDF, at most 5 MB').optional(),
        government_id: binaryFile('Government ID: JPEG, PNG, WebP or PDF, at most 5 MB').optional(),
      }),
      response: verificationResubmittedSchema,
    },
  ),
  post('/api/v1/lawyers/profile/work-experience', 'Add a work experience entry', OWN, 'lawyer', {
    json: workExperienceSchema,
    response: profileEntrySaveSchema,
  }),
  put('/api/v1/lawyers/profile/work-experience', 'Edit a work experience entry by _id', OWN, 'lawyer', {
    json: workExperienceUpdateSchema,
    response: profileEntrySaveSchema,
  }),
  del('/api/v1/lawyers/profile/work-experience/{id}', 'Delete one of your work experience entries', OWN, 'lawyer', {
    params: { id: uuidParam('Entry id') },
    response: profileEntrySaveSchema,
  }),
];
