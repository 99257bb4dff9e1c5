import { PICTURE_WIDTHS, type PictureWidth } from '@/lib/config/pictures';
import { z } from './zod';
import { issueMessage } from '@/lib/errors/issue';

const PICTURE_WIDTH_MESSAGE = issueMessage('storage.pictureWidth', { widths: PICTURE_WIDTHS.join(', ') });

/** GET /api/v1/files/{id}: `w` asks for a public picture at one of the served widths. */
export const fileQuerySchema = z.object({
  w: z
    .string()
    .regex(/^\d{1,4}$/, PICTURE_WIDTH_MESSAGE)
    .transform(Number)
    .refine((w): w is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(w), PICTURE_WIDTH_MESSAGE)
    .optional(),
});
