import 'server-only';

/**
 * Anything a mail program would turn into a link: a scheme ("http://…", "mailto:…"), "www.…", an e-mail
 * address, or a host name ("evil.example", "bit.ly/x") — a dot between letters or digits with no space
 * around it. "Ma. Clara" and "Jr." are names; "Ma.Clara" loses its part too: the price of never linking.
 */
const LINKISH = /\S*(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@|[\p{L}\p{N}-]\.[\p{L}\p{N}-])\S*/giu;

/**
 * Issue 73 item 1: a name a user typed (their first name, their guest's) as it may appear in a mail to an
 * address they typed — as plain text, never a link: what looks like one is dropped and the spaces closed
 * up ("Visit http://evil.example now" → "Visit now"). Nothing left: '' (the words then say it without a
 * name: `named`). Never put in a subject.
 */
export function plainName(typed: string): { name: string; named: 'yes' | 'no' } {
  const name = typed.replace(LINKISH, ' ').replace(/\s+/g, ' ').trim();
  return { name, named: name ? 'yes' : 'no' };
}
