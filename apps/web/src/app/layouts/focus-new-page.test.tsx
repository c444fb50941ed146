import { afterEach, describe, expect, it } from 'vitest';
import { SIDE_MENU_ATTRIBUTE } from '@/lib/focus-page-heading';
import { focusNewPage } from './focus-new-page';

/** The page as a change of address leaves it: the header, the phone's menu and the new page. */
function pageWith(mainHtml: string) {
  document.body.innerHTML = `
    <header class="site-header"><a href="/contact-us">Contact Us</a></header>
    <div ${SIDE_MENU_ATTRIBUTE}><a href="/contact-us">Contact Us</a></div>
    <main id="main-content" tabindex="-1">${mainHtml}</main>`;
}

const active = () => document.activeElement;
let stop = () => {};

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('focus on a new page', () => {
  it.each([
    ["the phone's menu", `[${SIDE_MENU_ATTRIBUTE}] a`],
    ['the header', 'header a'],
  ])("moves to the new page's heading from the link followed in %s", (_place, link) => {
    pageWith('<h1>Contact Us</h1>');
    document.querySelector<HTMLElement>(link)!.focus();
    stop = focusNewPage();
    expect(active()).toBe(document.querySelector('main h1'));
  });

  it('waits for a heading that the page shows later', async () => {
    pageWith('<p>Loading</p>');
    stop = focusNewPage();
    expect(active()).toBe(document.body);
    document.getElementById('main-content')!.innerHTML = '<h1>Contact Us</h1>';
    await new Promise((resolve) => setTimeout(resolve));
    expect(active()).toBe(document.querySelector('main h1'));
  });

  it('leaves focus that the new page took itself', () => {
    pageWith('<h1>Contact Us</h1><input aria-label="Name" />');
    document.querySelector<HTMLElement>('main input')!.focus();
    stop = focusNewPage();
    expect(active()).toBe(document.querySelector('main input'));
  });
});
