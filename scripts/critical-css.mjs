// The rules of some stylesheets that given HTML can use: a selector is kept when every class
// it requires is on an element of the HTML (classes inside :not() are not required; states
// such as :hover and :focus stay, so the page reacts before the full stylesheet arrives).
// Keyframes are kept when a kept rule names them, custom properties (antd's theme declares
// some 400 on one class) when a kept declaration or the HTML reads them. Used for the
// prerendered sign-in page and signed-in shell (scripts/prerender-login.mjs).
import postcss from 'postcss';

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const NOT_GROUP = /:not\((?:[^()]|\([^()]*\))*\)/g;
const VAR_READ = /var\(\s*(--[\w-]+)/g;

/** Drops the custom property declarations that nothing kept reads (directly or through another property). */
function pruneCustomProperties(root, pages) {
  const read = new Set();
  const addReads = (text) => {
    const added = [];
    for (const [, name] of text.matchAll(VAR_READ)) {
      if (read.has(name)) continue;
      read.add(name);
      added.push(name);
    }
    return added;
  };
  for (const page of pages) addReads(page);
  const byName = new Map();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) byName.set(decl.prop, [...(byName.get(decl.prop) ?? []), decl]);
    else addReads(decl.value);
  });
  const pending = [...read];
  while (pending.length > 0) {
    for (const decl of byName.get(pending.pop()) ?? []) pending.push(...addReads(decl.value));
  }
  for (const [name, decls] of byName) if (!read.has(name)) for (const decl of decls) decl.remove();
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

export function classesIn(pages) {
  const found = new Set();
  for (const page of pages) for (const [, list] of page.matchAll(CLASS_ATTRIBUTE)) for (const name of list.split(/\s+/)) if (name) found.add(name);
  return found;
}

export function selectorApplies(selector, classes) {
  for (const [, name] of selector.replace(NOT_GROUP, '').matchAll(CLASS_IN_SELECTOR)) if (!classes.has(name)) return false;
  return true;
}

/** @param {string[]} stylesheets in cascade order @param {string[]} pages HTML */
export function criticalCss(stylesheets, pages) {
  const classes = classesIn(pages);
  const animations = new Set();
  const out = postcss.root();
  for (const text of stylesheets) {
    const sheet = postcss.parse(text);
    sheet.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
      const kept = rule.selectors.filter((selector) => selectorApplies(selector, classes));
      if (kept.length === 0) {
        rule.remove();
        return;
      }
      rule.selectors = kept;
      rule.walkDecls(/^animation(-name)?$/i, (decl) => {
        for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
      });
    });
    out.append(sheet.nodes);
  }
  pruneCustomProperties(out, pages);
  out.walkAtRules((atRule) => {
    if (/keyframes$/i.test(atRule.name)) {
      if (!animations.has(atRule.params.trim())) atRule.remove();
    } else if (atRule.nodes && atRule.nodes.length === 0) {
      atRule.remove();
    }
  });
  // Nested groups (@media inside @supports) may have emptied only now.
  out.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return out.toString();
}
