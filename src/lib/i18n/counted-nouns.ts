/**
 * English templates that count without a plural form: a number placeholder right before a plural
 * noun (`{count} teams`, `{max} public works`) reads "1 teams" for one. Such a count belongs in a
 * plural (`{count, plural, one {# team} other {# teams}}`, format-message.ts). The catalogue tests
 * run this over every English message of the client and of the mock server. Pure.
 *
 * A placeholder's type is not in the template, so any placeholder before a plural noun is
 * suspect but those that by their name hold a text (`{name} projects`, `{file} exceeds`); a name
 * before a verb (`{count} is`, `{n} invites`) is told apart by the words below.
 */

/** Placeholders that hold a name or another text, never a count. */
const TEXT_PLACEHOLDERS = new Set(['name', 'username', 'actor', 'team', 'product', 'app', 'file', 'work', 'course', 'platform', 'title', 'phone', 'email', 'date', 'start', 'end', 'campus', 'studio', 'project', 'unit', 'choices']);

/** Words ending in s that are no plural noun (verbs, function words, singular nouns). */
const NOT_PLURAL = new Set(['is', 'was', 'has', 'does', 'its', 'this', 'his', 'hers', 'ours', 'yours', 'theirs', 'thus', 'as', 'us', 'yes', 'plus', 'minus', 'always', 'perhaps', 'across', 'whereas', 'besides', 'news', 'invites', 'gets', 'goes', 'makes', 'needs', 'says', 'sees', 'uses', 'wants', 'likes', 'adds', 'sends', 'joins', 'leaves', 'follows', 'remains', 'means']);
/** English plurals without a final s. */
const IRREGULAR_PLURALS = new Set(['children', 'people', 'men', 'women', 'mice', 'teeth', 'feet']);
/** Words after a number that end the noun phrase it counts (`{shown} of …`, `{name} would be …`). */
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'with', 'per', 'and', 'or', 'but', 'not', 'no', 'are', 'were', 'be', 'been', 'have', 'had', 'will', 'would', 'can', 'could', 'may', 'might', 'must', 'should', 'shall', 'do', 'did', 'already', 'again', 'left', 'set', 'you', 'your', 'its', 'their', 'now', 'only', 'out', 'up', 'off', 'than', 'then', 'that', 'which', 'who']);

function isPluralNoun(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR_PLURALS.has(w)) return true;
  if (w.length < 3 || !w.endsWith('s') || NOT_PLURAL.has(w)) return false;
  // class, status, analysis, famous: singular endings
  return !/(ss|us|is|ous)$/.test(w);
}

/** The spans of the template's plural choices, whose `#` and placeholders are already counted. */
function pluralSpans(template: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of template.matchAll(/\{\w+,\s*plural,/g)) {
    let depth = 0;
    for (let i = match.index; i < template.length; i += 1) {
      if (template[i] === '{') depth += 1;
      else if (template[i] === '}' && --depth === 0) {
        spans.push([match.index, i + 1]);
        break;
      }
    }
  }
  return spans;
}

/**
 * Each place where `template` counts a plural noun with a bare placeholder, as the words found
 * (`{count} teams`); empty when every count goes through a plural form.
 */
export function bareCountedNouns(template: string): string[] {
  const spans = pluralSpans(template);
  const found: string[] = [];
  for (const match of template.matchAll(/\{(\w+)\}[ \u00a0]+([A-Za-z]+)(?:[ \u00a0-]+([A-Za-z]+))?/g)) {
    if (spans.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const [, name, first, second] = match;
    if (TEXT_PLACEHOLDERS.has(name)) continue;
    if (isPluralNoun(first)) found.push(`{${name}} ${first}`);
    else if (second && !FUNCTION_WORDS.has(first.toLowerCase()) && !NOT_PLURAL.has(first.toLowerCase()) && !/ed$/i.test(first) && isPluralNoun(second)) {
      found.push(`{${name}} ${first} ${second}`);
    }
  }
  return found;
}
