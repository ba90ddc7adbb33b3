/**
 * Markup built from a user's document (a shared Word plan) made inert before it reaches the page:
 * it is built in a document of its own that has no window (nothing in it loads or runs), then
 * cleaned here, and only then moved into the page. What stays is text, layout and pictures from
 * the document's own package: no script, no event handler, no frame, no plugin, no form, no
 * `<base>` or `<meta>`, and links only to http(s) and mailto addresses, opened in a new tab that
 * cannot reach back (rel="noopener noreferrer"). docs/security.md says why each rule is there.
 */

/** Elements that can run, load, embed or submit something, or change how the page resolves addresses. */
const DROPPED_ELEMENTS = new Set([
  'script', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe',
  'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog',
  'audio', 'video', 'source', 'track',
  // SVG and MathML parts that can hold HTML, change an address after the fact or reach another file.
  'foreignobject', 'animate', 'animatemotion', 'animatetransform', 'set', 'use', 'handler', 'listener', 'maction',
]);

/** Attributes whose value is an address; each is kept only when it passes the rule of its element. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data', 'ping', 'background', 'poster', 'srcdoc', 'codebase', 'cite', 'longdesc', 'lowsrc', 'dynsrc']);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** Pictures of the document's own package (docx-preview hands them over as blob: addresses), or inline raster data. */
const PICTURE_ADDRESS = /^(blob:|data:image\/(png|jpe?g|gif|bmp|webp);)/i;

/**
 * The address a link of a user's document may point at: an absolute http(s) or mailto address
 * (normalised as the browser reads it, so "java\tscript:" or an entity trick cannot slip through),
 * or a jump inside the document (#name). Anything else is null: the link is kept as text.
 */
export function safeLinkTarget(href: string | null | undefined): string | null {
  if (href == null) return null;
  const text = href.trim();
  if (text === '') return null;
  if (/^#[^\s]*$/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** Whether a link leaves the document (and so opens in a new tab). */
export function isExternalLink(href: string): boolean {
  return !href.startsWith('#');
}

function cleanLink(element: Element): void {
  const target = safeLinkTarget(element.getAttribute('href') ?? element.getAttribute('xlink:href'));
  element.removeAttribute('xlink:href');
  if (target === null) {
    element.removeAttribute('href');
    element.removeAttribute('target');
    element.removeAttribute('rel');
    return;
  }
  element.setAttribute('href', target);
  if (isExternalLink(target)) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  } else {
    element.removeAttribute('target');
  }
}

function cleanAttributes(element: Element): void {
  const tag = element.localName.toLowerCase();
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    if (name.startsWith('on') || name === 'formtarget' || name === 'http-equiv') {
      element.removeAttribute(attribute.name);
    } else if (ADDRESS_ATTRIBUTES.has(name) && !(tag === 'a' && (name === 'href' || name === 'xlink:href'))) {
      const picture = (tag === 'img' && name === 'src') || (tag === 'image' && (name === 'href' || name === 'xlink:href'));
      if (!picture || !PICTURE_ADDRESS.test(attribute.value.trim())) element.removeAttribute(attribute.name);
    }
  }
  if (tag === 'a') cleanLink(element);
}

/** Removes from `root` (in place) everything that could run, load or embed, and makes its links safe. */
export function makeInert(root: Element | DocumentFragment): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    // Inside an element dropped a moment ago: it went with it.
    if (!root.contains(element)) continue;
    if (DROPPED_ELEMENTS.has(element.localName.toLowerCase())) {
      element.remove();
      continue;
    }
    cleanAttributes(element);
  }
}

export interface ElementSpec {
  ns?: string;
  tagName: string;
  className?: string;
  style?: Record<string, string> | string;
  children?: (ElementSpec | Node | string)[];
  [prop: string]: unknown;
}

/**
 * docx-preview's element factory (its `h` option), building in `doc` rather than the page: in a
 * document without a window a picture does not load, a frame does not open and a handler never
 * fires, so nothing of the document acts before makeInert has cleaned it.
 */
export function elementFactory(doc: Document): (spec: ElementSpec | Node | string) => Node {
  const h = (spec: ElementSpec | Node | string): Node => {
    if (typeof spec === 'string') return doc.createTextNode(spec);
    if ('nodeType' in spec) return spec as Node;
    const { ns, tagName, className, style, children, ...props } = spec;
    if (tagName === '#fragment') {
      const fragment = doc.createDocumentFragment();
      children?.forEach((child) => fragment.appendChild(h(child)));
      return fragment;
    }
    if (tagName === '#comment') return doc.createComment(typeof children?.[0] === 'string' ? children[0] : '');
    const element = ns ? doc.createElementNS(ns, tagName) : doc.createElement(tagName);
    if (className) element.setAttribute('class', className);
    if (typeof style === 'string') element.setAttribute('style', style);
    else if (style && 'style' in element) Object.assign((element as HTMLElement).style, style);
    for (const [key, value] of Object.entries(props)) {
      if (value !== undefined) (element as unknown as Record<string, unknown>)[key] = value;
    }
    children?.forEach((child) => element.appendChild(h(child)));
    return element;
  };
  return h;
}
