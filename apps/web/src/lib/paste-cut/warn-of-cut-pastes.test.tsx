import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Textarea, TextInput } from '@mantine/core';
import { mobileInputProps } from '@/components/mobile-input-props';
import { renderInApp } from '../../../test/render';
import { pasteCutTexts } from './texts';
import { warnOfCutPastes } from './warn-of-cut-pastes';

const warning = (max: number) => pasteCutTexts['ui.pasteCut.warning'].replace('{max}', String(max));
const typedWarning = (max: number) =>
  pasteCutTexts['ui.pasteCut.typed'].replace('{max}', String(max));

let stop: (() => void) | undefined;
let stopRecording: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stopRecording?.();
});

/**
 * How many toasts saying `text` have come on the page. A toast with the same text replaces the
 * one on screen (lib/notify.ts), which then fades out: counting those on the page at one moment
 * found two only while the first was still fading, and one on a busy machine.
 */
function recordToasts(text: string): () => number {
  const seen = new Set<Element>();
  const observer = new MutationObserver(() => {
    for (const element of screen.queryAllByText(text)) seen.add(element);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  stopRecording = () => observer.disconnect();
  return () => seen.size;
}

/** Lets toasts raised by what was just done arrive (the toast store loads asynchronously). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function renderFields() {
  stop = warnOfCutPastes();
  return renderInApp(
    <>
      <Textarea label="Comment" maxLength={20} />
      <TextInput label="Mobile Number" {...mobileInputProps} />
      <TextInput label="City" />
    </>,
  );
}

describe('warnOfCutPastes', () => {
  it('says so when a paste is longer than the field takes, and not when it fits', async () => {
    const { user } = renderFields();
    const comment = screen.getByLabelText('Comment');
    await user.click(comment);
    await user.paste('Fits in twenty.');
    expect(screen.queryByText(warning(20))).toBeNull();

    await user.paste(' This part is cut off.');
    expect(comment).toHaveValue('Fits in twenty. This');
    expect(await screen.findByText(warning(20))).toBeVisible();
  });

  it('says once when typing goes past the limit, and again only after the text changed', async () => {
    const { user } = renderFields();
    const warnings = recordToasts(typedWarning(20));
    const comment = screen.getByLabelText('Comment');
    await user.type(comment, 'Exactly twenty chars');
    expect(comment).toHaveValue('Exactly twenty chars');
    await settle();
    expect(warnings()).toBe(0);

    // A long name typed on: the keys past the limit are dropped, and that is said once.
    await user.type(comment, 'abc');
    expect(comment).toHaveValue('Exactly twenty chars');
    expect(await screen.findByText(typedWarning(20))).toBeVisible();
    await settle();
    expect(warnings()).toBe(1);

    await user.type(comment, '{Backspace}xy');
    expect(comment).toHaveValue('Exactly twenty charx');
    await waitFor(() => expect(warnings()).toBe(2));
    // A field without a limit takes any length without a word.
    await user.type(screen.getByLabelText('City'), 'A'.repeat(40));
    await settle();
    expect(warnings()).toBe(2);
  });

  it('leaves alone a field without a limit, and a paste the field reads itself', async () => {
    const { user } = renderFields();
    await user.click(screen.getByLabelText('Mobile Number'));
    await user.paste('+91 98765 43210');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
    await user.click(screen.getByLabelText('City'));
    await user.paste('A'.repeat(300));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns once however many screens installed it, until the last removes it', async () => {
    const { user } = renderFields();
    const warnings = recordToasts(warning(20));
    const second = warnOfCutPastes();
    const comment = screen.getByLabelText('Comment');
    await user.click(comment);
    await user.paste('A paste that is far too long.');
    expect(await screen.findByText(warning(20))).toBeVisible();
    await settle();
    expect(warnings()).toBe(1);

    second();
    second(); // a second call of the same remover changes nothing
    await user.clear(comment);
    await user.paste('Still warned after one screen left.');
    await waitFor(() => expect(warnings()).toBe(2));

    stop?.();
    stop = undefined;
    await user.clear(comment);
    await user.paste('Not warned once both have left.');
    await settle();
    expect(warnings()).toBe(2);
  });
});
