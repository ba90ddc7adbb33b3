/**
 * The server's messages as catalogue entries, each in English and Chinese. A handler never
 * writes a sentence: it puts a catalogue message (a `Message`) in its answer, and the route
 * wrapper (handlers/http.ts) turns every message of the answer into the text of the request's
 * language (`Accept-Language`: zh* answers Chinese, anything else or nothing English).
 *
 * A `Message` is a string at the type level (so it fits every answer type of src/types), made
 * of a marker, the entry's key and its parameters; only the wrapper ever reads it.
 */
export type Lang = 'en-US' | 'zh-CN';

export interface MessageText {
  readonly en: string;
  readonly zh: string;
}

declare const messageBrand: unique symbol;
/** A catalogue message waiting for the request's language. */
export type Message = string & { readonly [messageBrand]: true };

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The `{name}` placeholders of a template, as a union of names; a plural or select
 * (`{count, plural, one {# row} other {# rows}}`) counts as its variable, and the text of its
 * choices (`# rows`) as none.
 */
type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? NameOf<Name> | PlaceholdersOf<Rest> : never;
type NameOf<Inside extends string> = Inside extends `${infer Variable},${string}`
  ? Variable
  : Inside extends `${string} ${string}` | `${string}#${string}` | `${string}{${string}`
    ? never
    : Inside;

/** An entry without placeholders is a message; one with placeholders takes their values. */
export type CatalogueEntry<T extends MessageText> = [PlaceholdersOf<T['en'] | T['zh']>] extends [never]
  ? Message
  : (params: Readonly<Record<PlaceholdersOf<T['en'] | T['zh']>, string | number>>) => Message;

export type AreaMessages<T extends Record<string, MessageText>> = { readonly [K in keyof T]: CatalogueEntry<T[K]> };

/** Marks the start of a message and separates its key from its parameters. */
const START = '\u001e';
const PARAMS = '\u001f';

export function isMessage(value: unknown): value is Message {
  return typeof value === 'string' && value.charCodeAt(0) === 0x1e;
}

/**
 * The message of a key given at run time (the validators' keys); every other message comes from
 * an area's entries. An unknown key fails when the answer is written.
 */
export function messageFor(key: string, params?: MessageParams): Message {
  return encode(key, params);
}

function encode(key: string, params?: MessageParams): Message {
  return (params ? `${START}${key}${PARAMS}${JSON.stringify(params)}` : `${START}${key}`) as Message;
}

/** The key and parameters of a message. */
export function decode(message: Message): { key: string; params: MessageParams | undefined } {
  const split = message.indexOf(PARAMS);
  if (split < 0) return { key: message.slice(1), params: undefined };
  return { key: message.slice(1, split), params: JSON.parse(message.slice(split + 1)) as MessageParams };
}

/** Each area's texts by full key, for the catalogue index (mocks/messages/index.ts). */
const textsOfArea = new WeakMap<object, Readonly<Record<string, MessageText>>>();

export function textsOf(area: object): Readonly<Record<string, MessageText>> {
  const texts = textsOfArea.get(area);
  if (!texts) throw new Error('not an area of messages: define it with defineMessages');
  return texts;
}

/**
 * One area's messages (`area` is the prefix of their keys, e.g. `users.noUser`). The texts are
 * kept for the catalogue index (mocks/messages/index.ts), which is where the wrapper looks them up.
 */
export function defineMessages<const T extends Record<string, MessageText>>(area: string, texts: T): AreaMessages<T> {
  const entries: Record<string, unknown> = {};
  const keyed: Record<string, MessageText> = {};
  for (const [name, text] of Object.entries(texts)) {
    const key = `${area}.${name}`;
    keyed[key] = text;
    const needsParams = /\{\w+[},]/.test(text.en) || /\{\w+[},]/.test(text.zh);
    entries[name] = needsParams ? (params: MessageParams) => encode(key, params) : encode(key);
  }
  textsOfArea.set(entries, keyed);
  return entries as AreaMessages<T>;
}

/** The language of a request: Chinese when its preferred language is Chinese, else English. */
export function langOf(request: Request): Lang {
  const header = request.headers.get('accept-language');
  if (!header) return 'en-US';
  let best = '';
  let bestQ = -1;
  for (const part of header.split(',')) {
    const [tag, ...options] = part.trim().split(';');
    const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    if (tag && weight > bestQ) {
      best = tag.trim().toLowerCase();
      bestQ = weight;
    }
  }
  return best.startsWith('zh') ? 'zh-CN' : 'en-US';
}
