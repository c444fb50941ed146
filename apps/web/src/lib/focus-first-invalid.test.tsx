import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

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

describe('focusFirstInvalid', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('focuses the first field shown in error in page order, not the order the rules named them', () => {
    const form = buildForm();
    byId('dob').setAttribute('aria-invalid', 'true');
    byId('email').setAttribute('aria-invalid', 'true');
    const setFocus = vi.fn();
    focusFirstInvalid(form, ['email', 'dob'], setFocus);
    vi.advanceTimersByTime(0);
    expect(document.activeElement).toBe(byId('dob'));
    expect(setFocus).not.toHaveBeenCalled();
  });

  it('waits for errors a slow render shows late instead of falling back to the rules order', () => {
    const form = buildForm();
    const setFocus = vi.fn();
    focusFirstInvalid(form, ['email', 'dob'], setFocus);
    // A busy machine renders the messages 600 ms after the submit.
    vi.advanceTimersByTime(600);
    expect(document.activeElement).not.toBe(byId('dob'));
    byId('dob').setAttribute('aria-invalid', 'true');
    byId('email').setAttribute('aria-invalid', 'true');
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(byId('dob'));
    expect(setFocus).not.toHaveBeenCalled();
  });

  it('focuses the chosen radio of a group whose wrapper is marked in error', () => {
    const form = buildForm();
    byId('gender').setAttribute('data-error', 'true');
    const [, male] = byId('gender').querySelectorAll('input');
    male!.checked = true;
    focusFirstInvalid(form, ['gender'], vi.fn());
    vi.advanceTimersByTime(0);
    expect(document.activeElement).toBe(male);
  });

  it('falls back to the first field the rules named when none is shown within a second', () => {
    const form = buildForm();
    const setFocus = vi.fn();
    focusFirstInvalid(form, ['email', 'dob'], setFocus);
    vi.advanceTimersByTime(900);
    expect(setFocus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(setFocus).toHaveBeenCalledWith('email');
  });
});
