import { i18n, registerTexts } from '../i18n';
import { notifyWarning } from '../notify';
import { pasteCutTexts } from './texts';

// Registered when this module loads (usePasteCutWarning); the listener needs the text.
await registerTexts('paste-cut', pasteCutTexts, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** How long the field's text would be after the paste, were nothing cut. */
export function lengthAfterPaste(field: TextField, pasted: string): number {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  return field.value.length - (end - start) + pasted.length;
}

/** The listener of each document it is installed on, with how many installed it. */
const installed = new WeakMap<Document, { users: number; remove: () => void }>();

/**
 * Says so when a paste is longer than its field takes: the browser keeps the beginning of the
 * text and drops the rest without a word (a pathology report pasted into a 500-character
 * field lost its last lines). Typing past the limit is said too, once per field until its text
 * changes: the keys are ignored without a word, and a long name was kept cut short. A paste or
 * key a field handles itself (a mobile number's +91, which calls preventDefault) is left to it.
 * Answers a function that removes it; several callers (the logged-in header and a public form
 * page) share one listener, so a paste warns once.
 */
export function warnOfCutPastes(target: Document = document): () => void {
  const current = installed.get(target) ?? { users: 0, remove: listen(target) };
  current.users += 1;
  installed.set(target, current);
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    current.users -= 1;
    if (current.users > 0) return;
    current.remove();
    installed.delete(target);
  };
}

const isTextField = (target: EventTarget | null): target is TextField =>
  (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
  target.maxLength > 0;

function listen(target: Document): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const field = event.target;
    if (event.defaultPrevented || !isTextField(field)) return;
    const pasted = event.clipboardData?.getData('text') ?? '';
    if (lengthAfterPaste(field, pasted) <= field.maxLength) return;
    notifyWarning(i18n.t('ui.pasteCut.warning', { max: field.maxLength }));
  };
  /** Each field's text when typing past its limit was last said, so it is said once. */
  const typedPastLimit = new WeakMap<TextField, string>();
  const onBeforeInput = (event: InputEvent) => {
    const field = event.target;
    if (event.defaultPrevented || !isTextField(field)) return;
    if (!event.inputType.startsWith('insert') || event.inputType === 'insertFromPaste') return;
    const typed = event.data ?? (event.inputType === 'insertLineBreak' ? '\n' : '');
    if (typed === '' || lengthAfterPaste(field, typed) <= field.maxLength) return;
    if (typedPastLimit.get(field) === field.value) return;
    typedPastLimit.set(field, field.value);
    notifyWarning(i18n.t('ui.pasteCut.typed', { max: field.maxLength }));
  };
  // Bubbling, after React's own handlers (on the root element) have had their say.
  target.addEventListener('paste', onPaste);
  target.addEventListener('beforeinput', onBeforeInput);
  return () => {
    target.removeEventListener('paste', onPaste);
    target.removeEventListener('beforeinput', onBeforeInput);
  };
}
