export const CSP_FILE: string;
export function inlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function contentSecurityPolicy(html: string, options?: { apiUrl?: string; officeOrigin?: string }): string;
