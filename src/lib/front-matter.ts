/**
 * Front matter of a markdown document (spec 001 §7: "the content document is fetched from the
 * returned content URL, front matter parsed"): a leading block between `---` lines of
 * `key: value` pairs. Only flat pairs are read (what the content documents use); quotes around
 * a value are dropped, lines that are not pairs are skipped.
 */

export interface FrontMatterDocument {
  data: Readonly<Record<string, string>>;
  /** the document after the front matter */
  body: string;
}

const FENCE = /^---[ \t]*$/;

export function parseFrontMatter(text: string): FrontMatterDocument {
  const source = text.replace(/^\uFEFF/, '');
  const lines = source.split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) return { data: {}, body: source };
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (end === -1) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    const pair = /^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!pair) continue;
    data[pair[1]] = pair[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, body: lines.slice(end + 1).join('\n').replace(/^\n+/, '') };
}
