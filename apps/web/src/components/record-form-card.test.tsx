import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uiText } from '@/lib/ui-text';
import { renderInApp } from '../../test/render';
import { RecordFormCard } from './record-form-card';

const labels = { save: 'Submit', update: 'Update', cancelEdit: 'Cancel' };

function renderCard(props: { editing: boolean; saving?: boolean; serverError?: string | null }) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onCancelEdit = vi.fn();
  const view = renderInApp(
    <RecordFormCard
      title="Edit Stage"
      hint="Choices are offered in the order they were added."
      editing={props.editing}
      saving={props.saving ?? false}
      serverError={props.serverError ?? null}
      onSubmit={onSubmit}
      onCancelEdit={onCancelEdit}
      labels={labels}
    >
      <input aria-label="Name" />
    </RecordFormCard>,
  );
  return { ...view, onSubmit, onCancelEdit };
}

describe('RecordFormCard', () => {
  it('is a form named by its title, with the mandatory note, its hint and the fields', () => {
    renderCard({ editing: false });
    const form = screen.getByRole('form', { name: 'Edit Stage' });
    expect(form).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByText(uiText['ui.field.requiredNote'])).toBeVisible();
    expect(screen.getByText('Choices are offered in the order they were added.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a new record, with no way to leave an edit', async () => {
    const { user, onSubmit } = renderCard({ editing: false });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('updates an edited one, and Cancel leaves the edit without submitting', async () => {
    const { user, onSubmit, onCancelEdit } = renderCard({ editing: true });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancelEdit).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, and takes no second click while saving", () => {
    renderCard({ editing: true, saving: true, serverError: 'Something went wrong!' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
