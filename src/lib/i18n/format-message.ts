/**
 * Fills a catalogue message: `{name}` placeholders and plural choices in the ICU style,
 * `{count, plural, =0 {no teams} one {# team} other {# teams}}` (`#` is the number). English
 * picks `one` or `other` by Intl.PluralRules; Chinese has only `other`. An exact `=n` choice goes
 * first. A message without a plural costs one regular expression, as before. Pure.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLURAL_START = /\{(\w+),\s*plural,/g;
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

/** The choices of a plural's body (` one {…} other {…}`), selector → text; null when malformed. */
export function pluralChoices(body: string): Map<string, string> | null {
  const choices = new Map<string, string>();
  let at = 0;
  const selector = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
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

function choose(choices: Map<string, string>, value: number, locale: string): string {
  return choices.get(`=${value}`) ?? choices.get(pluralRules(locale).select(value)) ?? choices.get('other') ?? '';
}

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The plural variables of a template (for the catalogue's parity test). */
export function pluralNames(template: string): string[] {
  return [...template.matchAll(PLURAL_START)].map((match) => match[1]).sort();
}

export function formatMessage(template: string, params: MessageParams | undefined, locale: string): string {
  if (!params) return template;
  if (!template.includes('plural,')) return fill(template, params);
  let out = '';
  let at = 0;
  PLURAL_START.lastIndex = 0;
  for (let match = PLURAL_START.exec(template); match; match = PLURAL_START.exec(template)) {
    const end = groupEnd(template, match.index);
    const value = Number(params[match[1]]);
    const choices = end < 0 ? null : pluralChoices(template.slice(match.index + match[0].length, end - 1));
    if (!choices || !(match[1] in params) || !Number.isFinite(value)) continue;
    out += fill(template.slice(at, match.index), params);
    out += fill(choose(choices, value, locale), params).replace(/#/g, String(value));
    at = end;
    PLURAL_START.lastIndex = end;
  }
  return out + fill(template.slice(at), params);
}
