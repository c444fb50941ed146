import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MASTER_KINDS, messages, type MasterItem, type MasterKind } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { masterItem } from '../../../../test/master-item';
import { mastersTextValues } from '../text-values';
import { MasterForm } from './master-form';
import { messagesGu } from '@portal/shared/translations/messages.gu';
import { applyLanguage } from '@/lib/language';
import masterTextsGu from '../translations/gu';

const sites = {
  'GET /masters/site': () => ({
    body: [masterItem(4, 'Oral Cavity', 'site'), masterItem(5, 'Larynx', 'site')],
  }),
};

const item = (kind: MasterKind, name: string, parentId: number | null = null, id = 3) =>
  masterItem(id, name, kind, { parentId });

function renderMasterForm(kind: MasterKind, editing: MasterItem | null = null) {
  const onDone = vi.fn();
  const view = renderInApp(<MasterForm kind={kind} editing={editing} onDone={onDone} />);
  const name = screen.getByLabelText(new RegExp(`^${MASTER_KINDS[kind].fieldLabel}`));
  const submit = screen.getByRole('button', {
    name: editing ? mastersTextValues['ui.masters.update'] : mastersTextValues['ui.masters.submit'],
  });
  return { ...view, onDone, name, submit };
}

async function pickParent(user: ReturnType<typeof renderInApp>['user'], option: string) {
  const parent = await screen.findByRole('combobox', { name: /^Site/ });
  await waitFor(() => expect(parent).toBeEnabled());
  await waitFor(() => expect(parent).toHaveAttribute('placeholder', uiText['ui.field.select']));
  await user.click(parent);
  await user.click(await screen.findByRole('option', { name: option }));
  return parent;
}

describe('MasterForm', () => {
  it("says the screen's own required message for a blank name, and sends nothing", async () => {
    const calls = mockApi({});
    const { user, name, submit, onDone } = renderMasterForm('stage');
    await user.type(name, '   ');
    await user.click(submit);

    expect(await screen.findByText('Stage Name is required')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Stage Name is required');
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();

    // Typing a name takes the message away (the form validates once touched).
    await user.type(name, 'Stage IIA');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Stage Name is required')).toBeNull();
  });

  it("names the list and says its messages in the reader's language", async () => {
    await applyLanguage('gu');
    try {
      mockApi({});
      const { user } = renderInApp(<MasterForm kind="stage" editing={null} onDone={vi.fn()} />);
      const name = screen.getByRole('textbox', {
        name: new RegExp(`^${messagesGu['masterKind.stage.field']}`),
      });
      await user.click(screen.getByRole('button', { name: masterTextsGu['ui.masters.submit'] }));
      const required = `${messagesGu['masterKind.stage.field']} જરૂરી છે`;
      expect(await screen.findByText(required)).toBeVisible();
      expect(name).toHaveAccessibleDescription(required);
    } finally {
      await applyLanguage('en');
    }
  });

  it('asks for the parent of a sub site, and sends nothing without it', async () => {
    const calls = mockApi(sites);
    const { user, name, submit } = renderMasterForm('sub_site');
    await user.type(name, 'Tongue');
    await user.click(submit);

    const required = `${MASTER_KINDS.site.title} is required`;
    expect(await screen.findByText(required)).toBeVisible();
    const parent = screen.getByRole('combobox', { name: /^Site/ });
    expect(parent).toHaveAttribute('aria-invalid', 'true');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("puts the server's message for the name on the name field, without a banner", async () => {
    const taken = `${MASTER_KINDS.stage.fieldLabel} already exists`;
    mockApi({
      'POST /masters/stage': () =>
        refusal(409, messages['error.conflict'], [{ path: 'name', message: taken }]),
    });
    const { user, name, submit, onDone } = renderMasterForm('stage');
    await user.type(name, 'Stage I');
    await user.click(submit);

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(taken);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Stage I');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("puts the server's message for the parent on the parent select", async () => {
    mockApi({
      ...sites,
      'POST /masters/sub_site': () =>
        refusal(400, messages['error.validation'], [
          { path: 'parentId', message: 'An item cannot belong to itself' },
        ]),
    });
    const { user, name, submit } = renderMasterForm('sub_site');
    const parent = await pickParent(user, 'Larynx');
    await user.type(name, 'Glottis');
    await user.click(submit);

    await waitFor(() => expect(parent).toHaveAttribute('aria-invalid', 'true'));
    expect(parent).toHaveAccessibleDescription('An item cannot belong to itself');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal no field can hold in a banner, with the messages of unknown fields', async () => {
    mockApi({
      'PUT /masters/stage/3': () =>
        refusal(404, messages['error.notFound'], [{ path: 'kind', message: 'Unknown list' }]),
    });
    const { user, submit } = renderMasterForm('stage', item('stage', 'Stage II'));
    await user.click(submit);

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(`${messages['error.notFound']} Unknown list`);
  });

  it('sends the revision it was opened at, and shows a save made meanwhile as the server says', async () => {
    const calls = mockApi({
      'PUT /masters/stage/3': () => refusal(409, messages['master.changedSince']),
    });
    const { user, submit } = renderMasterForm('stage', {
      ...item('stage', 'Stage II'),
      revision: 7,
    });
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages['master.changedSince']);
    expect(
      calls.filter((call) => call.method === 'PUT').map((call) => call.query.get('revision')),
    ).toEqual(['7']);
  });

  it('is busy and cannot be sent twice or cancelled while the server answers', async () => {
    const answer = heldAnswer({ body: item('stage', 'Stage IIB') });
    const calls = mockApi({ 'PUT /masters/stage/3': answer.handler });
    const { user, submit, name, onDone } = renderMasterForm('stage', item('stage', 'Stage II'));
    const cancel = screen.getByRole('button', { name: mastersTextValues['ui.masters.cancelEdit'] });
    await user.type(name, 'B');
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
    expect(submit).toBeDisabled();
    expect(cancel).toBeDisabled();
    await user.click(submit);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);

    answer.release();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(submit).not.toHaveAttribute('data-loading');
  });

  it('adds an entry with the trimmed name and no parent, and says it is saved', async () => {
    const calls = mockApi({
      'POST /masters/stage': () => ({ status: 201, body: item('stage', 'Stage IIA') }),
    });
    const { user, name, submit, onDone } = renderMasterForm('stage');
    expect(
      screen.getByRole('heading', {
        name: i18n.t('ui.masters.newTitle', { title: MASTER_KINDS.stage.title }),
      }),
    ).toBeVisible();
    await user.type(name, '  Stage IIA ');
    await user.click(submit);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['common.saveSuccess'])).toBeVisible();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/masters/stage',
        body: { name: 'Stage IIA', nameHi: null, nameGu: null, parentId: null },
      }),
    ]);
  });

  it('sends the Hindi and Gujarati names, trimmed, and shows those of the entry edited', async () => {
    const calls = mockApi({
      'PUT /masters/stage/3': () => ({ body: item('stage', 'Early') }),
    });
    const editing = masterItem(3, 'Early', 'stage', { nameHi: 'शुरुआती', nameGu: null });
    const { user, submit, onDone } = renderMasterForm('stage', editing);
    const hindi = screen.getByRole('textbox', { name: mastersTextValues['ui.masters.nameHi'] });
    const gujarati = screen.getByRole('textbox', { name: mastersTextValues['ui.masters.nameGu'] });
    expect(hindi).toHaveValue('शुरुआती');
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveAccessibleDescription(mastersTextValues['ui.masters.translationHint']);
    expect(gujarati).toHaveValue('');
    await user.type(gujarati, ' શરૂઆતનું ');
    await user.click(submit);

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Early',
      nameHi: 'शुरुआती',
      nameGu: 'શરૂઆતનું',
      parentId: null,
    });
  });

  it('says on the field when a name in another language is too long', async () => {
    const calls = mockApi({});
    const { user, name, submit } = renderMasterForm('stage');
    await user.type(name, 'Early');
    const hindi = screen.getByRole('textbox', { name: mastersTextValues['ui.masters.nameHi'] });
    // The input stops at 100 characters; a pasted-in longer name is still checked.
    hindi.removeAttribute('maxlength');
    await user.click(hindi);
    await user.paste('ह'.repeat(101));
    await user.click(submit);

    await waitFor(() => expect(hindi).toHaveAttribute('aria-invalid', 'true'));
    expect(hindi).toHaveAccessibleDescription(
      expect.stringContaining(i18n.t('common.tooLong', { max: 100 })),
    );
    expect(calls).toEqual([]);
  });

  it('adds a sub site under the chosen site', async () => {
    const calls = mockApi({
      ...sites,
      'POST /masters/sub_site': () => ({ status: 201, body: item('sub_site', 'Glottis', 5) }),
    });
    const { user, name, submit, onDone } = renderMasterForm('sub_site');
    await pickParent(user, 'Larynx');
    await user.type(name, 'Glottis');
    await user.click(submit);

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Glottis',
      nameHi: null,
      nameGu: null,
      parentId: 5,
    });
  });

  it("shows the entry being edited, and sends the change to that entry's address", async () => {
    const calls = mockApi({
      ...sites,
      'PUT /masters/sub_site/3': () => ({ body: item('sub_site', 'Lateral tongue', 4) }),
    });
    const editing = item('sub_site', 'Tongue', 4);
    const { user, name, submit, onDone } = renderMasterForm('sub_site', editing);
    expect(
      screen.getByRole('heading', {
        name: i18n.t('ui.masters.editTitle', { title: MASTER_KINDS.sub_site.title }),
      }),
    ).toBeVisible();
    expect(name).toHaveValue('Tongue');
    expect(name).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Site/ })).toHaveValue('Oral Cavity'),
    );

    await user.clear(name);
    await user.type(name, 'Lateral tongue');
    await user.click(submit);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(messages['common.updateSuccess'])).toBeVisible();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/masters/sub_site/3',
      body: { name: 'Lateral tongue', parentId: 4 },
    });
  });

  it('goes back to a new entry on Cancel, without sending anything', async () => {
    const calls = mockApi({});
    const { user, onDone } = renderMasterForm('stage', item('stage', 'Stage II'));
    await user.click(
      screen.getByRole('button', { name: mastersTextValues['ui.masters.cancelEdit'] }),
    );
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('retires an entry being edited, after asking', async () => {
    const calls = mockApi({
      'PATCH /masters/stage/3/retired': () => ({
        body: { ...item('stage', 'Advance'), retired: true },
      }),
    });
    const { user, onDone } = renderMasterForm('stage', item('stage', 'Advance'));
    expect(screen.getByText(mastersTextValues['ui.masters.offeredNote'])).toBeVisible();
    await user.click(screen.getByRole('button', { name: mastersTextValues['ui.masters.retire'] }));
    const confirm = await screen.findByRole('dialog', {
      name: mastersTextValues['ui.masters.retireTitle'],
    });
    expect(confirm).toHaveTextContent('Retire “Advance”? The forms will no longer offer it');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    await user.click(
      within(confirm).getByRole('button', { name: mastersTextValues['ui.masters.retire'] }),
    );
    expect(await screen.findByText(messages['master.retired'])).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { retired: true },
    ]);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('offers a retired entry again without asking', async () => {
    const calls = mockApi({
      'PATCH /masters/stage/3/retired': () => ({ body: item('stage', 'Advance') }),
    });
    const { user, onDone } = renderMasterForm('stage', {
      ...item('stage', 'Advance'),
      retired: true,
    });
    expect(screen.getByText(mastersTextValues['ui.masters.retiredNote'])).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: mastersTextValues['ui.masters.offerAgain'] }),
    );
    expect(await screen.findByText(messages['master.restored'])).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { retired: false },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('offers no retirement for the questions and choices a score depends on', () => {
    mockApi({ 'GET /masters/outcome_category': () => ({ body: [] }) });
    renderMasterForm('outcome_question', item('outcome_question', 'Pain at night?', 1));
    expect(
      screen.queryByRole('button', { name: mastersTextValues['ui.masters.retire'] }),
    ).toBeNull();
  });

  it("names each question's questionnaire in the choice form, and says how choices are scored", async () => {
    const question = (id: number, category: string) =>
      masterItem(id, 'How hoarse is your voice?', 'outcome_question', {
        parentId: id * 10,
        parentName: category,
      });
    mockApi({
      'GET /masters/outcome_question': () => ({
        body: [question(1, 'Voice Quality'), question(2, 'Pain')],
      }),
    });
    const { user } = renderMasterForm('outcome_choice');
    expect(screen.getByText(mastersTextValues['ui.masters.choiceOrderHint'])).toBeVisible();
    const parent = await screen.findByRole('combobox', { name: /^Functional Outcome Question/ });
    await waitFor(() => expect(parent).toBeEnabled());
    await user.click(parent);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'How hoarse is your voice? (Voice Quality)',
      'How hoarse is your voice? (Pain)',
    ]);
  });

  it('asks before an entry typed and not saved is left, and stays on Stay', async () => {
    mockApi({});
    const { user, name, router } = renderMasterForm('stage');
    await user.type(name, 'Stage IIC');
    void router.navigate('/master');
    const leave = await screen.findByRole('dialog', { name: uiText['ui.leave.title'] });
    await user.click(within(leave).getByRole('button', { name: uiText['ui.leave.stay'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(name).toHaveValue('Stage IIC');
  });
});
