// The CSS a prerendered page needs for its first paint: the rules of the app's stylesheets that
// can match its HTML. Used by scripts/prerender.mjs, which inlines them in the page; the whole
// stylesheets follow without holding back the paint.
import postcss from 'postcss';

/** The class names on the elements of an HTML document or fragment. */
export function classesIn(html) {
  const used = new Set();
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of names.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/**
 * The classes an element must carry for a selector to match it: those outside attribute values
 * and outside functional pseudo-classes (`:not(.x)`, `:where(.x)` and the like, which can match
 * without them).
 */
export function classesRequiredBy(selector) {
  let outer = '';
  let depth = 0;
  let quote = null;
  for (const char of selector.replace(/\[[^\]]*\]/g, '[]')) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0) outer += char;
  }
  return (outer.match(/\.-?[_a-zA-Z][\w-]*/g) ?? []).map((name) => name.slice(1));
}

/**
 * The rules of a stylesheet that can match an element of the page: a rule stays when one of its
 * selectors needs only classes the page uses. Rules without classes (elements, `:root`,
 * attributes), font faces and keyframes stay; at-rules left empty go.
 */
export function cssUsedBy(css, usedClasses) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) =>
      classesRequiredBy(selector).every((name) => usedClasses.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyAtRules(root);
  return root.toString();
}

/** The custom properties a CSS value or an HTML text reads with `var(--name…)`. */
function propertiesReadIn(text) {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name);
}

/**
 * The CSS without the custom properties (`--name: value`) that neither its other declarations
 * nor the page's HTML (inline styles) read, directly or through a property that is read; rules
 * and at-rules left empty go. Most of a page's inlined CSS is otherwise the theme's variables.
 */
export function withoutUnreadProperties(css, html) {
  const root = postcss.parse(css);
  const read = new Set(propertiesReadIn(html));
  const valuesOf = new Map();
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      valuesOf.set(declaration.prop, [
        ...(valuesOf.get(declaration.prop) ?? []),
        declaration.value,
      ]);
    } else for (const name of propertiesReadIn(declaration.value)) read.add(name);
  });
  const pending = [...read];
  while (pending.length > 0) {
    for (const value of valuesOf.get(pending.pop()) ?? []) {
      for (const name of propertiesReadIn(value)) {
        if (!read.has(name)) {
          read.add(name);
          pending.push(name);
        }
      }
    }
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !read.has(declaration.prop)) declaration.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  removeEmptyAtRules(root);
  return root.toString();
}

/** Removes at-rules left without content, inner ones first so an outer one emptied goes too. */
function removeEmptyAtRules(root) {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
}
