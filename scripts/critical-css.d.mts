export function classesIn(pages: string[]): Set<string>;
export function selectorApplies(selector: string, classes: Set<string>): boolean;
export function criticalCss(stylesheets: string[], pages: string[]): string;
