import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { messagesGu } from '@portal/shared/translations/messages.gu';
import { messagesHi } from '@portal/shared/translations/messages.hi';
import { applyLanguage } from '@/lib/language';
import { formatDate, monthAbbreviations } from '@/lib/format';
import uiTextGu from '@/lib/translations/ui-text.gu';
import { uiText } from '@/lib/ui-text';
import uiTextHi from '@/lib/translations/ui-text.hi';
import { renderInApp } from '../../test/render';
import { DayInput, parseTypedDate } from './day-input';

function Field({
  onDay,
  initial = null,
}: {
  onDay: (day: string | null) => void;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DayInput
      label="Day"
      clearable
      value={value}
      onChange={(day) => {
        setValue(day);
        onDay(day);
      }}
    />
  );
}

describe('parseTypedDate', () => {
  it('reads month names in the language in use and in English, and refuses a day that does not exist', () => {
    expect(parseTypedDate('26-नव.-2026', 'hi')).toBe('2026-11-26');
    expect(parseTypedDate('26-नव॰-2026', 'hi')).toBe('2026-11-26');
    // Without the abbreviation sign, which few keyboards have: every month of the year.
    expect(parseTypedDate('21-नव-2027', 'hi')).toBe('2027-11-21');
    monthAbbreviations('hi').forEach((month, index) => {
      const bare = month.replace(/[.\u0970]/g, '');
      expect(parseTypedDate(`15-${bare}-2026`, 'hi')).toBe(
        `2026-${String(index + 1).padStart(2, '0')}-15`,
      );
    });
    expect(parseTypedDate('03-ફેબ્રુ.-2026', 'gu')).toBe('2026-02-03');
    expect(parseTypedDate('03-ફેબ્રુ-2026', 'gu')).toBe('2026-02-03');
    expect(parseTypedDate('15-Sep-2026', 'en')).toBe('2026-09-15');
    expect(parseTypedDate('26-Nov-2026', 'gu')).toBe('2026-11-26');
    expect(parseTypedDate('26/11/2026', 'hi')).toBe('2026-11-26');
    expect(parseTypedDate('31-Feb-2026', 'en')).toBeNull();
    // Any case, and the month written out.
    expect(parseTypedDate('15-mar-1980', 'en')).toBe('1980-03-15');
    expect(parseTypedDate('15-MAR-1980', 'hi')).toBe('1980-03-15');
    expect(parseTypedDate('15 March 1980', 'en')).toBe('1980-03-15');
    expect(parseTypedDate('5 mar 1980', 'gu')).toBe('1980-03-05');
    // Another language's month names are not guessed at.
    expect(parseTypedDate('26-નવે.-2026', 'hi')).toBeNull();
  });

  it("reads the example of the invalid-date message in that message's language", () => {
    for (const [language, text] of [
      ['en', messages['common.dateInvalid']],
      ['hi', messagesHi['common.dateInvalid']],
      ['gu', messagesGu['common.dateInvalid']],
    ] as const) {
      const example = /\d{2}-\S+-\d{4}/.exec(text)?.[0] ?? '';
      expect(parseTypedDate(example, language), text).toBe('1970-01-25');
      // Written as the field writes a day in that language.
      expect(example).toBe(`25-${monthAbbreviations(language)[0]}-1970`);
    }
  });
});

describe('DayInput', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('names its clear button for its field, and the button empties the day', async () => {
    const days: (string | null)[] = [];
    const { user } = renderInApp(<Field onDay={(day) => days.push(day)} initial="2026-11-26" />, {
      session: null,
    });
    await user.click(screen.getByRole('button', { name: 'Clear Day' }));
    expect(days.at(-1)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('');
  });

  it('gives focus back to the field once a keyboard user has cleared it', async () => {
    const days: (string | null)[] = [];
    const { user } = renderInApp(<Field onDay={(day) => days.push(day)} initial="2026-11-26" />, {
      session: null,
    });
    const input = screen.getByRole('textbox', { name: 'Day' });
    input.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear Day' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(days.at(-1)).toBeNull();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('');
    // Focus alone does not open the calendar over the form.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows and reads the day in Hindi, with the calendar in Hindi', async () => {
    await applyLanguage('hi');
    const days: (string | null)[] = [];
    const { user } = renderInApp(<Field onDay={(day) => days.push(day)} />, { session: null });
    const input = screen.getByRole('textbox', { name: 'Day' });
    // Typed with a full stop, written back as every other screen writes it (formatDate).
    await user.type(input, '26-नव.-2026');
    fireEvent.blur(input);
    expect(days.at(-1)).toBe('2026-11-26');
    expect(input).toHaveValue('26-नव॰-2026');
    expect(input).toHaveValue(formatDate('2026-11-26T06:00:00Z'));

    await user.click(input);
    expect(
      await screen.findByRole('button', { name: uiTextHi['ui.calendar.nextMonth'] }),
    ).toBeVisible();
    expect(screen.getByText('नवम्बर 2026')).toBeVisible();
  });

  it('names the calendar controls in Gujarati', async () => {
    await applyLanguage('gu');
    const { user } = renderInApp(<Field onDay={() => undefined} />, { session: null });
    await user.click(screen.getByRole('textbox', { name: 'Day' }));
    expect(
      await screen.findByRole('button', { name: uiTextGu['ui.calendar.previousMonth'] }),
    ).toBeVisible();
  });

  it('keeps typed text that is no day and hands it to the form, instead of the old day', async () => {
    const days: (string | null)[] = [];
    const { user } = renderInApp(<Field initial="2026-12-10" onDay={(day) => days.push(day)} />, {
      session: null,
    });
    const input = screen.getByRole('textbox', { name: 'Day' });
    expect(input).toHaveValue('10-Dec-2026');
    await user.clear(input);
    await user.type(input, '31-Feb-2027');
    await user.tab();
    expect(input).toHaveValue('31-Feb-2027');
    // The form holds the text, which its schema refuses: the old day is not saved.
    expect(days.at(-1)).toBe('31-Feb-2027');

    // A real day typed over it is the form's again, shown in the field's format.
    await user.clear(input);
    await user.type(input, '28/02/2027');
    await user.tab();
    expect(days.at(-1)).toBe('2027-02-28');
    expect(input).toHaveValue('28-Feb-2027');
  });

  it("empties the form's day when the text is cleared, instead of putting the old day back", async () => {
    const days: (string | null)[] = [];
    const { user } = renderInApp(<Field initial="2026-12-10" onDay={(day) => days.push(day)} />, {
      session: null,
    });
    const input = screen.getByRole('textbox', { name: 'Day' });
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('');
    expect(days.at(-1)).toBeNull();
  });

  it('opens its calendar on a click or a key, not when focus alone lands on it', async () => {
    const { user } = renderInApp(<Field onDay={() => undefined} />, { session: null });
    const input = screen.getByRole('textbox', { name: 'Day' });
    const nextMonth = () => screen.queryByRole('button', { name: uiText['ui.calendar.nextMonth'] });
    // A form focusing its first wrong field after a failed Save: the message stays in view.
    act(() => input.focus());
    expect(input).toHaveFocus();
    expect(nextMonth()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(
      await screen.findByRole('button', { name: uiText['ui.calendar.nextMonth'] }),
    ).toBeVisible();

    // Leaving and coming back by Tab asks again; a click opens it.
    await user.tab();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    expect(nextMonth()).toBeNull();
    await user.click(input);
    expect(
      await screen.findByRole('button', { name: uiText['ui.calendar.nextMonth'] }),
    ).toBeVisible();
  });
});
