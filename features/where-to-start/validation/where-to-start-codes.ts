import { z } from '@/lib/validation/zod';

/**
 * Answers of "Where do I start?" on the wire: the flow's address query of short codes ("p=10&s=company&
 * me=cebu-city…"), checked code by code by the server (features/where-to-start/validation/where-to-start.ts readSharedWhereToStart). Its own
 * light module: the booking form's schemas use it without loading the legal problems and the places.
 */
export const whereToStartCodesField = (error: string) =>
  z
    .string()
    .max(300)
    .regex(/^[a-z0-9=&-]+$/, { error });
