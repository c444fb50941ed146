// A DOM test (jsdom): the observer and the focus are the browser's.
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughBusy } from './keep-focus-through-busy';

/** What Mantine does to a button with `loading`, and what the browser then does to focus. */
async function turnBusy(button: HTMLButtonElement) {
  // jsdom does not blur a disabled element itself; the browser does, as the button turns busy.
  button.blur();
  button.disabled = true;
  button.setAttribute('data-loading', 'true');
  await Promise.resolve();
}

function turnIdle(button: HTMLButtonElement) {
  button.disabled = false;
  button.removeAttribute('data-loading');
}

/** Longer than one check of the busy button (every 100 ms). */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 250));

function page() {
  document.body.innerHTML = '<form><button id="save">Save</button></form><input id="other" />';
  return {
    save: document.getElementById('save') as HTMLButtonElement,
    other: document.getElementById('other') as HTMLInputElement,
  };
}

describe('keepFocusThroughBusy', () => {
  let stop = () => {};
  // The page written here is emptied after each test by test/setup.ts.
  afterEach(() => stop());

  it('gives focus back to the button once its work is done', async () => {
    const { save } = page();
    stop = keepFocusThroughBusy();
    save.focus();
    await turnBusy(save);
    await aMoment();
    expect(document.activeElement).toBe(document.body);
    turnIdle(save);
    await aMoment();
    expect(document.activeElement).toBe(save);
  });

  it('gives it to the button that replaced it when the form was drawn anew', async () => {
    const { save } = page();
    stop = keepFocusThroughBusy();
    save.focus();
    await turnBusy(save);
    document.querySelector('form')!.innerHTML = '<button id="new-save">Save</button>';
    await aMoment();
    expect(document.activeElement?.id).toBe('new-save');
  });

  it('leaves focus where the person or the page put it meanwhile', async () => {
    const { save, other } = page();
    stop = keepFocusThroughBusy();
    save.focus();
    await turnBusy(save);
    other.focus();
    turnIdle(save);
    await aMoment();
    expect(document.activeElement).toBe(other);
  });

  it('does nothing for a button disabled without work, or one that was not focused', async () => {
    const { save, other } = page();
    stop = keepFocusThroughBusy();
    save.focus();
    save.blur();
    save.disabled = true;
    await Promise.resolve();
    save.disabled = false;
    await aMoment();
    expect(document.activeElement).toBe(document.body);

    other.focus();
    other.blur();
    await turnBusy(save);
    turnIdle(save);
    await aMoment();
    expect(document.activeElement).toBe(document.body);
  });
});
