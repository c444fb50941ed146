import { describe, expect, it } from 'vitest';
import {
  classesIn,
  classesRequiredBy,
  cssUsedBy,
  withoutUnreadProperties,
} from './page-styles.mjs';

describe('classesIn', () => {
  it('reads every class of every element, and nothing else', () => {
    const html = '<div class="a b"><span class="c"></span><p data-class="x">class="y"</p></div>';
    expect([...classesIn(html)].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('classesRequiredBy', () => {
  it('needs the classes a selector names directly', () => {
    expect(classesRequiredBy('.card > .title:hover')).toEqual(['card', 'title']);
  });

  it('does not need classes inside functional pseudo-classes or attribute values', () => {
    expect(classesRequiredBy('.m_1:where([data-size="md"]):not(.hidden)')).toEqual(['m_1']);
    expect(classesRequiredBy('a[href$=".pdf"]')).toEqual([]);
    expect(classesRequiredBy(':is(.a, .b) .c')).toEqual(['c']);
  });
});

describe('cssUsedBy', () => {
  const css =
    ':root{--x:1}body{margin:0}.used{color:red}.unused{color:blue}.used .unused{top:0}' +
    '.used,.unused{left:0}@media (min-width:10px){.unused{right:0}}' +
    '@media (min-width:20px){.used{bottom:0}}@keyframes fade{from{opacity:0}to{opacity:1}}';

  it('keeps the rules the page can use, in their order, and drops the rest', () => {
    expect(cssUsedBy(css, new Set(['used']))).toBe(
      ':root{--x:1}body{margin:0}.used{color:red}' +
        '.used{left:0}' +
        '@media (min-width:20px){.used{bottom:0}}@keyframes fade{from{opacity:0}to{opacity:1}}',
    );
  });

  it('keeps a rule whose classes are all used', () => {
    expect(cssUsedBy('.a .b{top:0}.a .c{top:1px}', new Set(['a', 'b']))).toBe('.a .b{top:0}');
  });
});

describe('withoutUnreadProperties', () => {
  it('keeps the custom properties rules read, directly or through another, and drops the rest', () => {
    const css =
      ':root{--gap:4px;--unread:1;--accent:var(--blue);--blue:#00f;--orphan:var(--gone)}' +
      '.card{padding:var(--gap);color:var(--accent, var(--fallback))}';
    expect(withoutUnreadProperties(css, '<div class="card"></div>')).toBe(
      ':root{--gap:4px;--accent:var(--blue);--blue:#00f}' +
        '.card{padding:var(--gap);color:var(--accent, var(--fallback))}',
    );
  });

  it('keeps the properties the HTML reads in its inline styles', () => {
    const css = ':root{--button-bg:red;--other:blue}';
    const html = '<button style="background:var(--button-bg)">Go</button>';
    expect(withoutUnreadProperties(css, html)).toBe(':root{--button-bg:red}');
  });

  it('drops rules and at-rules left empty', () => {
    const css =
      ':root{--a:1}[data-scheme=dark]{--a:2}@media (min-width:10px){:root{--b:1}}.x{top:0}';
    expect(withoutUnreadProperties(css, '')).toBe('.x{top:0}');
  });

  it('keeps every value of a property read anywhere', () => {
    const css = ':root{--a:1}[data-scheme=dark]{--a:2}.x{top:var(--a)}';
    expect(withoutUnreadProperties(css, '')).toBe(css);
  });
});
