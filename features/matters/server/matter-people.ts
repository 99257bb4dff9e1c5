import 'server-only';

/** A party as the matter's answers name them (the lawyer by their profile's name, the client by theirs). */
export function personOf(id: string, name: string, pictureUrl: string | null): { _id: string; name: string; picture_url: string | null } {
  return { _id: id, name: name.trim(), picture_url: pictureUrl };
}

/** The matter's pages in each portal (the links of notices and e-mails). */
export function matterPath(role: 'LAWYER' | 'CUSTOMER', matterId: string): string {
  return role === 'LAWYER' ? `/lawyer-portal/matters/${matterId}` : `/customer-portal/matters/${matterId}`;
}

/** GET matters/{id}/files/{fileId}: a file of the matter, for a reader who may see an entry holding it. */
export function matterFileUrl(matterId: string, fileId: string): string {
  return `/api/v1/matters/${matterId}/files/${fileId}`;
}
