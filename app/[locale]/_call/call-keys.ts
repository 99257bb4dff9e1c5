type CallCatalogue = typeof import('@/messages/en/call.json');

/** The `call` groups a call page's client components read, for ClientMessages (every key under each). */
export function callKeys(...sections: (keyof CallCatalogue)[]): string[] {
  return sections.map((section) => `${section}.`);
}
