import 'server-only';
import { env } from '@/lib/server/env';

/** The Data Protection Officer's address (DPO_EMAIL), or the company's published one; named by the legal pages and the privacy screens. */
export function dpoEmail(): string {
  return env().DPO_EMAIL ?? 'dpo@abogado.ph';
}
