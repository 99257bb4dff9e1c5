import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fileVisibility } from './enums';
import { users } from './users';

/** Every uploaded blob. storage_key is a generated name on disk or in S3, never the user's file name. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    visibility: fileVisibility('visibility').notNull().default('PRIVATE'),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId)],
);
