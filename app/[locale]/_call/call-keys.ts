import en from '@/messages/en/call.json';

/** The dotted keys of `call` under these sections: what a call page's client components read (both languages have the same keys). */
export function callKeys(...sections: (keyof typeof en)[]): string[] {
  const keys: string[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') keys.push(prefix + key);
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  for (const section of sections) walk(en[section] as Record<string, unknown>, `${section}.`);
  return keys;
}
