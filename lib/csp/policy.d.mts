export function contentSecurityPolicy(options: { scriptSources: string[]; dev?: boolean }): string;
export function inlineScriptHashes(html: string): string[];
