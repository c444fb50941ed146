import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstShownInError } from './focus-first-invalid';

/** A form of three fields in page order: gender (a radio group), date of birth, email. */
function buildForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <div id="gender"><input type="radio" name="g" value="F" /><input type="radio" name="g" value="M" /></div>
    <input id="dob" />
    <input id="email" />`;
  document.body.append(form);
  return form;
}

const byId = (id: string) => document.getElementById(id)!;

describe('focusFirstShownInError', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses the first field shown in error in page order', () => {
    const form = buildForm();
    byId('email').setAttribute('aria-invalid', 'true');
    byId('dob').setAttribute('aria-invalid', 'true');
    expect(focusFirstShownInError(form)).toBe(true);
    expect(document.activeElement).toBe(byId('dob'));
  });

  it('focuses the chosen radio of a group whose wrapper is marked in error', () => {
    const form = buildForm();
    byId('gender').setAttribute('data-error', 'true');
    const [, male] = byId('gender').querySelectorAll('input');
    male!.checked = true;
    expect(focusFirstShownInError(form)).toBe(true);
    expect(document.activeElement).toBe(male);
  });

  it('says so when no field is shown in error, and moves no focus', () => {
    const form = buildForm();
    byId('email').focus();
    expect(focusFirstShownInError(form)).toBe(false);
    expect(document.activeElement).toBe(byId('email'));
  });
});
