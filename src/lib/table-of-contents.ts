/** The sections of a markdown document (its `##` headings) and `{{name}}` placeholders. */

export interface TocEntry {
  /** the anchor id of the heading */
  id: string;
  /** the heading as plain text */
  text: string;
  /** 1-based source line, to find the heading again while rendering */
  line: number;
}

/** Inline markdown reduced to its text: links keep their label, emphasis and code marks go. */
export function plainText(inline: string): string {
  return inline
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .trim();
}

/** The `## ` headings outside code blocks, in order; ids are `{prefix}-1`, `{prefix}-2`, … */
export function tableOfContents(markdown: string, prefix = 'section'): TocEntry[] {
  const entries: TocEntry[] = [];
  let fenced = false;
  markdown.split(/\r?\n/).forEach((raw, index) => {
    if (/^\s{0,3}(```|~~~)/.test(raw)) {
      fenced = !fenced;
      return;
    }
    const heading = fenced ? null : /^ {0,3}##[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(raw);
    if (heading) entries.push({ id: `${prefix}-${entries.length + 1}`, text: plainText(heading[1]), line: index + 1 });
  });
  return entries;
}

/** Replaces `{{name}}` with the given values; unknown names are left as written. */
export function fillPlaceholders(markdown: string, values: Readonly<Record<string, string>>): string {
  return markdown.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
