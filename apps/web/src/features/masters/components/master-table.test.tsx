import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, paths } from '@portal/shared';
import { masterItem } from '../../../../test/master-item';
import { onPhoneViewport } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { MasterTable } from './master-table';

const question = 'How often do you cough or choke while eating or drinking?';
const questions = [
  masterItem(11, 'How bad was your pain at its worst in the last week?', 'outcome_question', {
    nameHi: 'पिछले एक हफ़्ते में आपका दर्द सबसे ज़्यादा कितना तेज़ था?',
    parentId: 1,
    parentName: 'Pain',
  }),
  masterItem(12, question, 'outcome_question', { parentId: 2, parentName: 'Swallowing' }),
];

const cards = (title: string) => screen.getByRole('list', { name: `${title} list` });

describe('MasterTable on a phone', () => {
  beforeEach(onPhoneViewport);

  it('shows a card an entry: its number and text, its parent, and its own Edit', async () => {
    const onEdit = vi.fn();
    const { user } = renderInApp(
      <MasterTable
        kind="outcome_question"
        rows={questions}
        loading={false}
        editingId={null}
        loadingId={12}
        onEdit={onEdit}
      />,
    );
    const items = within(cards('Functional Outcome Question')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(
      within(first).getByText('1. How bad was your pain at its worst in the last week?'),
    ).toBeVisible();
    expect(within(first).getByText(questions[0]!.nameHi!)).toHaveAttribute('lang', 'hi');
    expect(within(first).getByText('Functional Outcome Category: Pain')).toBeVisible();

    const second = items[1]!;
    expect(within(second).getByText(`2. ${question}`)).toBeVisible();
    // The row whose record is loading shows it on its own button.
    expect(within(second).getByRole('button', { name: `Edit ${question}` })).toHaveAttribute(
      'data-loading',
    );
    await user.click(
      within(first).getByRole('button', {
        name: 'Edit How bad was your pain at its worst in the last week?',
      }),
    );
    expect(onEdit).toHaveBeenCalledWith(questions[0]);
    expect(within(first).queryByRole('link')).toBeNull();
  });

  it("links a questionnaire's scales from its card", () => {
    renderInApp(
      <MasterTable
        kind="outcome_category"
        rows={[masterItem(1, 'Pain', 'outcome_category')]}
        loading={false}
        editingId={1}
        loadingId={null}
        onEdit={() => undefined}
      />,
    );
    const item = within(cards('Functional Outcome Category')).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Scales of Pain' })).toHaveAttribute(
      'href',
      paths.outcomeScales.getHref(1),
    );
    expect(within(item).getByRole('button', { name: 'Edit Pain' })).toBeVisible();
  });

  it("says it is loading, and 'No data!' for an empty list", () => {
    const props = { kind: 'stage' as const, editingId: null, loadingId: null, onEdit: () => {} };
    const { unmount } = renderInApp(<MasterTable {...props} rows={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    unmount();
    renderInApp(<MasterTable {...props} rows={[]} loading={false} />);
    const [inTable, inCards] = screen.getAllByText(messages['common.noData']);
    expect(inTable).not.toBeVisible();
    expect(inCards).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('MasterTable on a desktop', () => {
  it('is the table it was, and no cards', () => {
    renderInApp(
      <MasterTable
        kind="outcome_question"
        rows={questions}
        loading={false}
        editingId={null}
        loadingId={null}
        onEdit={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Functional Outcome Question list' });
    expect(
      within(table).getByRole('columnheader', { name: 'Functional Outcome Category' }),
    ).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Swallowing' })).toBeVisible();
    expect(within(table).getByRole('button', { name: `Edit ${question}` })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
