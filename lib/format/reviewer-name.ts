/**
 * A reviewer as the public sees them: "Juan D." (no surname, no id). An erased account has no
 * surname and its first name is "Former client", shown whole.
 */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim() ? `${lastName.trim().charAt(0).toUpperCase()}.` : '';
  return [firstName.trim(), initial].filter(Boolean).join(' ');
}
