/**
 * Fills a catalogue message: `{name}` placeholders, and plural and select choices in the ICU
 * style: `{count, plural, =0 {no teams} one {# team} other {# teams}}` (`#` is the number;
 * English picks `one` or `other` by Intl.PluralRules, Chinese has only `other`; an exact `=n`
 * goes first) and `{role, select, assistant {an assistant} other {a participant}}` (English
 * articles). A message without a choice costs one regular expression, as before. Pure.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

const CHOICE_START = /\{(\w+),\s*(plural|select),/g;
const rulesCache = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesCache.set(locale, rules);
  }
  return rules;
}

/** The end (exclusive) of the brace group that opens at `open`, or -1 when it never closes. */
function groupEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The choices of a plural's or select's body (` one {…} other {…}`), selector → text; null when malformed. */
export function pluralChoices(body: string): Map<string, string> | null {
  const choices = new Map<string, string>();
  let at = 0;
  const selector = /\s*(=\d+|\w+)\s*\{/y;
  while (at < body.length) {
    if (!body.slice(at).trim()) break;
    selector.lastIndex = at;
    const match = selector.exec(body);
    if (!match) return null;
    const open = at + match[0].length - 1;
    const end = groupEnd(body, open);
    if (end < 0) return null;
    choices.set(match[1], body.slice(open + 1, end - 1));
    at = end;
  }
  return choices.has('other') ? choices : null;
}

function choosePlural(choices: Map<string, string>, value: number, locale: string): string {
  return choices.get(`=${value}`) ?? choices.get(pluralRules(locale).select(value)) ?? choices.get('other') ?? '';
}

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The variables a template's plurals and selects choose by (for the catalogue's parity test). */
export function pluralNames(template: string): string[] {
  return [...template.matchAll(CHOICE_START)].map((match) => match[1]).sort();
}

/**
 * A counted noun that comes as data (a course aid's unit: sheet, camera, box) in English's
 * plural; other languages, and anything that is not a plain English word, as they are.
 */
export function pluralNoun(noun: string, count: number, locale: string): string {
  if (!locale.startsWith('en') || pluralRules(locale).select(count) === 'one' || !/^[A-Za-z][A-Za-z -]*$/.test(noun)) return noun;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

export function formatMessage(template: string, params: MessageParams | undefined, locale: string): string {
  if (!params) return template;
  if (!template.includes('plural,') && !template.includes('select,')) return fill(template, params);
  let out = '';
  let at = 0;
  CHOICE_START.lastIndex = 0;
  for (let match = CHOICE_START.exec(template); match; match = CHOICE_START.exec(template)) {
    const [, name, kind] = match;
    const end = groupEnd(template, match.index);
    const choices = end < 0 ? null : pluralChoices(template.slice(match.index + match[0].length, end - 1));
    if (!choices || !(name in params)) continue;
    let chosen: string;
    if (kind === 'select') chosen = choices.get(String(params[name])) ?? choices.get('other') ?? '';
    else {
      const value = Number(params[name]);
      if (!Number.isFinite(value)) continue;
      chosen = choosePlural(choices, value, locale).replace(/#/g, String(value));
    }
    out += fill(template.slice(at, match.index), params) + fill(chosen, params);
    at = end;
    CHOICE_START.lastIndex = end;
  }
  return out + fill(template.slice(at), params);
}
