// GET /api/v1/lawyers/free-legal-help – free legal help (PAO, IBP, law school clinics, government desks) by region and legal problem
import { readQuery, route } from '@/lib/server/platform/http';
import { searchFreeLegalHelp } from '@/lib/server/lawyers/find-free-legal-help';
import { freeLegalHelpQuerySchema } from '@/lib/validation/search';

export const GET = route((req) => searchFreeLegalHelp(readQuery(req, freeLegalHelpQuerySchema)));
