import 'server-only';
import { z } from 'zod';
import {
  matterDraftSchema,
  matterEntryDtoSchema,
  matterEntryPageSchema,
  matterListSchema,
  matterNudgeSchema,
  matterOpenedSchema,
  matterViewSchema,
} from '@/features/matters/dto/matters';
import { MATTER_SOURCE_KINDS } from '@/features/matters/rules/matters';
import {
  closeMatterSchema,
  editMatterSchema,
  entryFileFieldsSchema,
  entryPageQuerySchema,
  matterNudgeInputSchema,
  newEntrySchema,
  openMatterSchema,
} from '@/features/matters/validation/matters';
import { binaryFile, get, patch, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 64, the matter: one timeline a lawyer and a client follow after a consultation, a work item, a service
// order or a written question. Only its lawyer and its client see it (anyone else: 404); the client never
// receives a private entry. The hearings' operations: ./matter-hearings.ts.
const T = 'Matters';
const id = { id: uuidParam('Matter id') };

export const matterOperations: ApiOperation[] = [
  get('/api/v1/matters', 'Your matters (as their lawyer or their client), open first, newest first', T, 'session', {
    response: matterListSchema,
  }),
  post(
    '/api/v1/matters',
    'The lawyer opens a matter from their source, or finds the one already open on it (created: false)',
    T,
    'lawyer',
    {
      json: openMatterSchema,
      response: matterOpenedSchema,
    },
  ),
  get('/api/v1/matters/source/{kind}/{sourceId}', 'The "Open a matter" form prefilled from the lawyer\'s own source', T, 'lawyer', {
    params: { kind: z.enum(MATTER_SOURCE_KINDS), sourceId: uuidParam('The consultation, work item, service order or question') },
    response: matterDraftSchema,
  }),
  get('/api/v1/matters/{id}', 'The matter: its head, first page of entries, hearings, what links the parties, file count', T, 'session', {
    params: id,
    response: matterViewSchema,
  }),
  patch('/api/v1/matters/{id}', 'The lawyer edits the head (a field left out stays)', T, 'session', {
    params: id,
    json: editMatterSchema,
    response: matterViewSchema,
  }),
  get('/api/v1/matters/{id}/entries', 'An older page of the timeline, newest first (pass next_cursor as before)', T, 'session', {
    params: id,
    query: entryPageQuerySchema,
    response: matterEntryPageSchema,
  }),
  post('/api/v1/matters/{id}/entries', "The lawyer's update or deadline (shared or private), the client's comment", T, 'session', {
    params: id,
    json: newEntrySchema,
    response: matterEntryDtoSchema,
    success: { status: 201, description: 'The entry was added' },
  }),
  post('/api/v1/matters/{id}/files', "Either party adds one file as an entry (the client's always shared)", T, 'session', {
    params: id,
    multipart: z.object({ ...entryFileFieldsSchema.shape, file: binaryFile('PDF, images, Word or Excel, up to 10 MB') }),
    response: matterEntryDtoSchema,
    success: { status: 201, description: 'The file was added' },
  }),
  get('/api/v1/matters/{id}/files/{fileId}', 'A file of the matter, for a party who may see an entry holding it', T, 'session', {
    params: { ...id, fileId: uuidParam('File id') },
    success: { description: 'The file, as an attachment in its own type', contentType: '*/*' },
  }),
  post('/api/v1/matters/{id}/close', 'The lawyer closes the matter with a reason; it stays readable to both', T, 'session', {
    params: id,
    json: closeMatterSchema,
    response: matterViewSchema,
  }),
  get('/api/v1/lawyers/profile/matter-nudge', 'After how many days without a shared update a matter reminds you', T, 'lawyer', {
    response: matterNudgeSchema,
  }),
  put('/api/v1/lawyers/profile/matter-nudge', 'Change the days (7–180)', T, 'lawyer', {
    json: matterNudgeInputSchema,
    response: matterNudgeSchema,
  }),
];
