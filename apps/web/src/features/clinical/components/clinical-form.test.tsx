import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  messages,
  type ClinicalDetailsRecord,
  type ClinicalVersion,
  type MasterItem,
} from '@portal/shared';
import { heldAnswer, inTurn, mockApi, refusal, type MockAnswer } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { labelled } from '../../../../test/labels';
import { masterItem } from '../../../../test/master-item';
import { chooseOption, fieldNamed } from '../../../../test/select';
import { clinicalTextValues as texts } from '../text-values';
import { ClinicalForm } from './clinical-form';

const item = (id: number, name: string, kind: MasterItem['kind'], parentId: number | null = null) =>
  masterItem(id, name, kind, { parentId });

const subSitesOf: Record<string, MasterItem[]> = {
  '3': [
    item(31, 'Tongue', 'clinical_sub_site', 3),
    item(32, 'Buccal mucosa', 'clinical_sub_site', 3),
  ],
  '4': [item(41, 'Upper outer quadrant', 'clinical_sub_site', 4)],
};

const masters = {
  'GET /masters/primary_site': () => ({
    body: [item(3, 'Oral cavity', 'primary_site'), item(4, 'Breast', 'primary_site')],
  }),
  'GET /masters/clinical_sub_site': (request: { query: URLSearchParams }) => ({
    body: subSitesOf[request.query.get('parentId') ?? ''] ?? [],
  }),
  'GET /masters/treatment': () => ({ body: [item(8, 'Surgery', 'treatment')] }),
  'GET /masters/histologic_type': () => ({
    body: [item(12, 'Squamous Cell Carcinoma', 'histologic_type')],
  }),
};

const current: ClinicalDetailsRecord = {
  primarySiteId: 3,
  subSiteId: 31,
  topography: 'C02.1',
  morphology: '8070/3',
  stagePrefix: 'c',
  stageEdition: 8,
  stageT: 'T2',
  stageN: 'N1',
  stageM: 'M0',
  stageGroup: 'III',
  codingWarnings: [],
  pathology: 'Squamous cell carcinoma',
  histologicTypeId: null,
  ptId: null,
  pnId: null,
  marginsId: null,
  eneEcs: null,
  status: 1,
  intent: 'Cure',
  modality: null,
  treatmentId: 8,
  dateOfAdmission: '2026-01-10',
  dateOfSurgery: '2026-01-12',
  dateOfDischarge: null,
  primaryResection: null,
  nodeDissection: null,
  reconstruction: null,
  planOfRadiation: null,
  typeOfRadiation: null,
  rtStartDate: null,
  rtCompleteDate: null,
  fractions: null,
  doseGy: null,
  chemoProtocol: null,
  dateOfChemo: null,
  proposedCycles: null,
  nextCycleDate: null,
  comment: null,
};

const versionOf = (
  details: ClinicalDetailsRecord,
  version = 2,
  savedBy = 'Dr Demo',
): ClinicalVersion => ({
  version,
  status: details.status,
  savedAt: '2026-11-24T10:00:00.000Z',
  savedBy,
  chiefAdminName: null,
  details,
  names: {
    primarySite: 'Oral cavity',
    subSite: null,
    histologicType: null,
    pt: null,
    pn: null,
    margins: null,
    treatment: 'Surgery',
  },
  coding: {
    topography: details.topography,
    morphology: details.morphology,
    icd10: details.topography,
    source: 'entered',
    review: [],
  },
});

const savedVersion = (details: ClinicalDetailsRecord): MockAnswer => ({
  status: 201,
  body: { message: messages['clinical.saved'], version: versionOf(details) },
});

type User = ReturnType<typeof renderInApp>['user'];

const field = (label: string) => fieldNamed(labelled(label));

async function choose(user: User, label: string, option: string) {
  const input = await screen.findByRole('combobox', { name: labelled(label) });
  await chooseOption(user, input, option);
}

const adultMan = { sex: 'male', ageYears: 52 } as const;

function renderForm({
  record = null,
  canSave = true,
  patient = adultMan,
  dateOfBirth = null,
  answer = () => savedVersion(current),
  newest = null,
}: {
  record?: ClinicalDetailsRecord | null;
  canSave?: boolean;
  patient?: { sex: 'male' | 'female' | null; ageYears: number };
  dateOfBirth?: string | null;
  answer?: () => MockAnswer | Promise<MockAnswer>;
  /** The newest version the server holds, read after a refused save. */
  newest?: ClinicalVersion | null;
} = {}) {
  const redraw = vi.fn();
  const calls = mockApi({
    ...masters,
    'POST /patients/7/clinical-details': answer,
    'GET /patients/7/clinical-details': () => ({
      body: { current: newest, history: newest ? [newest] : [] },
    }),
  });
  const view = renderInApp(
    <ClinicalForm
      patientId={7}
      current={record}
      patient={patient}
      dateOfBirth={dateOfBirth}
      canSave={canSave}
      baseVersion={record ? 4 : 0}
      onRedraw={redraw}
    />,
  );
  const save = () => screen.getByRole('button', { name: texts['ui.clinical.save'] });
  return { ...view, calls, save, redraw };
}

describe('ClinicalForm', () => {
  it('names the required fields when saved empty, starts On Going, and sends nothing', async () => {
    const { user, save, calls } = renderForm();
    expect(screen.getByRole('radio', { name: 'On Going' })).toBeChecked();
    await user.click(save());

    for (const text of [
      messages['clinical.primarySiteRequired'],
      messages['clinical.topographyRequired'],
      messages['clinical.intentRequired'],
      messages['clinical.treatmentRequired'],
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    expect(field(texts['ui.clinical.field.primarySite'])).toHaveAttribute('aria-invalid', 'true');
    expect(field(texts['ui.clinical.field.pathology'])).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // Focus went to the first wrong field as its message was drawn (nothing can act in
    // between); its list stays closed, so its message is in view.
    const primarySite = field(texts['ui.clinical.field.primarySite']);
    expect(primarySite).toHaveFocus();
    expect(primarySite).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offers sub sites only of the chosen primary site, and a new site clears the sub site', async () => {
    const { user, calls } = renderForm();
    const subSite = field(texts['ui.clinical.field.subSite']);
    expect(subSite).toBeDisabled();
    expect(subSite).toHaveAccessibleDescription(texts['ui.clinical.field.subSiteHint']);

    await choose(user, texts['ui.clinical.field.primarySite'], 'Oral cavity');
    await choose(user, texts['ui.clinical.field.subSite'], 'Tongue');
    expect(subSite).toHaveValue('Tongue');
    await choose(user, texts['ui.clinical.field.primarySite'], 'Breast');
    await waitFor(() => expect(subSite).toHaveValue(''));
    await user.click(subSite);
    expect(await screen.findByRole('option', { name: 'Upper outer quadrant' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Tongue' })).toBeNull();
    expect(
      calls
        .filter((call) => call.path === '/masters/clinical_sub_site')
        .map((call) => call.query.get('parentId')),
    ).toEqual(['3', '4']);
  });

  it('refuses dates out of order and numbers out of range on their own fields', async () => {
    const { user, save, calls } = renderForm({ record: current });
    await user.type(field(texts['ui.clinical.field.dateOfDischarge']), '05-Jan-2026');
    await user.type(screen.getByLabelText(texts['ui.clinical.field.fractions']), '81');
    await user.click(save());

    const discharge = field(texts['ui.clinical.field.dateOfDischarge']);
    await waitFor(() => expect(discharge).toHaveAttribute('aria-invalid', 'true'));
    expect(discharge).toHaveAccessibleDescription(messages['clinical.dischargeBeforeSurgery']);
    expect(screen.getByLabelText(texts['ui.clinical.field.fractions'])).toHaveAccessibleDescription(
      messages['clinical.fractionInvalid'],
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("refuses a treatment date before the patient's birth, and takes the day of birth", async () => {
    const { user, save, calls } = renderForm({ record: current, dateOfBirth: '1990-08-15' });
    await user.type(field(texts['ui.clinical.field.rtStartDate']), '01-Feb-1950');
    await user.type(field(texts['ui.clinical.field.dateOfChemo']), '15-Aug-1990');
    await user.click(save());

    const rtStart = field(texts['ui.clinical.field.rtStartDate']);
    await waitFor(() => expect(rtStart).toHaveAttribute('aria-invalid', 'true'));
    expect(rtStart).toHaveAccessibleDescription(messages['clinical.beforeBirth']);
    expect(field(texts['ui.clinical.field.dateOfChemo'])).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("puts the server's field message on its input and toasts the rest, keeping the values", async () => {
    const { user, save } = renderForm({
      record: current,
      answer: () =>
        refusal(400, 'Clinical details were not saved.', [
          { path: 'subSiteId', message: messages['clinical.subSiteMismatch'] },
          { path: 'patientId', message: 'The patient is deceased.' },
        ]),
    });
    await waitFor(() => expect(field(texts['ui.clinical.field.subSite'])).toHaveValue('Tongue'));
    await user.click(save());

    const subSite = field(texts['ui.clinical.field.subSite']);
    await waitFor(() => expect(subSite).toHaveAttribute('aria-invalid', 'true'));
    expect(subSite).toHaveAccessibleDescription(messages['clinical.subSiteMismatch']);
    expect(
      await screen.findByText('Clinical details were not saved. The patient is deceased.'),
    ).toBeVisible();
    expect(field(texts['ui.clinical.field.pathology'])).toHaveValue('Squamous cell carcinoma');
  });

  it('is busy while saving, posts every field of the edited record, and says it is saved', async () => {
    const answer = heldAnswer(savedVersion({ ...current, status: 3, comment: 'Tolerated well' }));
    const { user, save, calls } = renderForm({ record: current, answer: answer.handler });
    await waitFor(() => expect(field(texts['ui.clinical.field.treatment'])).toHaveValue('Surgery'));
    expect(field(texts['ui.clinical.field.stageT'])).toHaveValue('T2');
    expect(field(texts['ui.clinical.field.dateOfSurgery'])).toHaveValue('12-Jan-2026');

    await user.click(screen.getByRole('radio', { name: 'Complete' }));
    await user.type(screen.getByLabelText(texts['ui.clinical.field.comment']), 'Tolerated well');
    expect(screen.getByText('14 of 500 characters')).toBeVisible();
    // The pathology note says its limit as well: 'Squamous cell carcinoma' is 23 of 500.
    expect(screen.getByText('23 of 500 characters')).toBeVisible();
    await user.click(save());

    await waitFor(() => expect(save()).toHaveAttribute('data-loading', 'true'));
    const { codingWarnings: _stored, ...posted } = current;
    // Saved from the version the form opened on: the server refuses it if a newer one exists.
    expect(calls.find((call) => call.method === 'POST')?.query.get('baseVersion')).toBe('4');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      ...posted,
      status: 3,
      comment: 'Tolerated well',
    });
    answer.release();
    expect(await screen.findByText(messages['clinical.saved'])).toBeVisible();
    await waitFor(() => expect(save()).not.toHaveAttribute('data-loading'));
  });

  it('keeps what was typed when a newer version was saved meanwhile, shows theirs, and saves mine over it', async () => {
    const theirs = versionOf(
      { ...current, pathology: 'Adenocarcinoma of tongue' },
      5,
      'Dr Colleague',
    );
    const { user, save, calls, redraw } = renderForm({
      record: current,
      newest: theirs,
      answer: inTurn(
        {
          status: 409,
          body: { error: { code: 'conflict', message: messages['clinical.changedSince'] } },
        },
        savedVersion({ ...current, comment: 'Second opinion agreed' }),
      ),
    });
    await waitFor(() => expect(field(texts['ui.clinical.field.treatment'])).toHaveValue('Surgery'));
    const comment = screen.getByLabelText(texts['ui.clinical.field.comment']);
    await user.type(comment, 'Second opinion agreed');
    await user.click(save());

    const panel = await screen.findByRole('alert', { name: texts['ui.clinical.newer.title'] });
    expect(panel).toHaveTextContent(/Dr Colleague saved version 5/);
    // Their values are shown; mine stay in the form, not saved.
    expect(within(panel).getByText('Adenocarcinoma of tongue')).toBeVisible();
    expect(comment).toHaveValue('Second opinion agreed');
    expect(field(texts['ui.clinical.field.pathology'])).toHaveValue('Squamous cell carcinoma');
    expect(screen.queryByText(messages['clinical.changedSince'])).toBeNull();

    // Discarding asks first; keeping mine changes nothing.
    await user.click(
      within(panel).getByRole('button', { name: texts['ui.clinical.newer.loadTheirs'] }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: texts['ui.clinical.newer.confirmTitle'],
    });
    expect(dialog).toHaveTextContent(/will show version 5/);
    await user.click(
      within(dialog).getByRole('button', { name: texts['ui.clinical.newer.keepMine'] }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(comment).toHaveValue('Second opinion agreed');

    expect(redraw).not.toHaveBeenCalled();
    await user.click(
      within(panel).getByRole('button', { name: texts['ui.clinical.newer.saveMine'] }),
    );
    expect(await screen.findByText(messages['clinical.saved'])).toBeVisible();
    // Saved: the page draws the form anew from the version saved.
    expect(redraw).toHaveBeenCalledTimes(1);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.query.get('baseVersion'))).toEqual(['4', '5']);
    expect(posts[1]!.body).toMatchObject({
      pathology: 'Squamous cell carcinoma',
      comment: 'Second opinion agreed',
    });
  });

  it('offers the clinical basis again on a version saved without a stage, not on an old staged one', async () => {
    const unstaged = { ...current, stagePrefix: null, stageT: null, stageN: null, stageM: null };
    const { unmount } = renderForm({ record: { ...unstaged, stageGroup: null } });
    const basis = () => field(texts['ui.clinical.field.stagePrefix']);
    await waitFor(() => expect(basis()).toHaveValue(texts['ui.clinical.stagePrefix.c']));
    unmount();

    // Staged before the basis was asked: nobody said which basis, so none is put in for them.
    renderForm({ record: { ...current, stagePrefix: null } });
    await waitFor(() => expect(field(texts['ui.clinical.field.stageT'])).toHaveValue('T2'));
    expect(basis()).toHaveValue('');
  });

  it('gives a chosen value in full as its field title, since a long one is cut in the input', async () => {
    const { user } = renderForm({ record: current });
    await waitFor(() =>
      expect(field(texts['ui.clinical.field.treatment'])).toHaveAttribute('title', 'Surgery'),
    );
    const resection = field(texts['ui.clinical.field.primaryResection']);
    expect(resection).not.toHaveAttribute('title');
    const longest = 'Total Hysterectomy with Bilateral Salpingo-oophorectomy';
    await choose(user, texts['ui.clinical.field.primaryResection'], longest);
    await waitFor(() => expect(resection).toHaveAttribute('title', longest));
  });

  it('lets a keyboard user empty an optional choice with its named Clear button, and stay on the field', async () => {
    const { user } = renderForm({
      record: { ...current, primaryResection: 'Wide Local Excision (WLE)' },
    });
    const resection = field(texts['ui.clinical.field.primaryResection']);
    await waitFor(() => expect(resection).toHaveValue('Wide Local Excision (WLE)'));
    // Picking the chosen entry again keeps it, so the button is the way to empty the field.
    resection.focus();
    await user.tab();
    const clear = screen.getByRole('button', {
      name: `Clear ${texts['ui.clinical.field.primaryResection']}`,
    });
    expect(clear).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(resection).toHaveValue(''));
    await waitFor(() => expect(resection).toHaveFocus());
    // A required choice has none.
    expect(
      screen.queryByRole('button', { name: `Clear ${texts['ui.clinical.field.treatment']}` }),
    ).toBeNull();
  });

  it('shows a saved dose as it was saved, as the history does (7.5 Gy, not 7.50)', async () => {
    renderForm({ record: { ...current, doseGy: 7.5, fractions: 30 } });
    await waitFor(() => expect(field(texts['ui.clinical.field.doseGy'])).toHaveValue('7.5'));
    expect(field(texts['ui.clinical.field.fractions'])).toHaveValue('30');
  });

  it('shows the record read-only, without a save button, when the doctor cannot save', async () => {
    renderForm({ record: current, canSave: false });
    await waitFor(() =>
      expect(field(texts['ui.clinical.field.primarySite'])).toHaveValue('Oral cavity'),
    );
    expect(field(texts['ui.clinical.field.primarySite'])).toBeDisabled();
    expect(field(texts['ui.clinical.field.pathology'])).toBeDisabled();
    expect(screen.queryByRole('button', { name: texts['ui.clinical.save'] })).toBeNull();
  });

  it('fills the site code from the chosen site and sub site, and derives the AJCC stage group', async () => {
    const { user } = renderForm();
    const topography = field(texts['ui.clinical.field.topography']);
    await choose(user, texts['ui.clinical.field.primarySite'], 'Oral cavity');
    await waitFor(() => expect(topography).toHaveValue('C06.9 Mouth, NOS'));
    await choose(user, texts['ui.clinical.field.subSite'], 'Buccal mucosa');
    await waitFor(() => expect(topography).toHaveValue('C06.0 Cheek mucosa'));
    expect(screen.getByTestId('icd10-code')).toHaveTextContent('C06.0');
    // Both derived values are announced when they change.
    expect(screen.getByTestId('icd10-code')).toHaveAttribute('aria-live', 'polite');

    const group = screen.getByTestId('derived-stage-group');
    expect(group).toHaveValue('');
    await choose(user, texts['ui.clinical.field.stageT'], 'T4a');
    await choose(user, texts['ui.clinical.field.stageN'], 'N1');
    await choose(user, texts['ui.clinical.field.stageM'], 'M0');
    await waitFor(() => expect(group).toHaveValue('IVA'));
    expect(screen.getByText(`${texts['ui.clinical.field.stageGroup']}: IVA`)).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // A site without an AJCC table built in takes an entered group instead.
    await user.clear(topography);
    await user.type(topography, 'C16.0');
    await user.click(await screen.findByRole('option', { name: /^C16\.0 / }));
    expect(screen.queryByTestId('derived-stage-group')).toBeNull();
    expect(field(texts['ui.clinical.field.stageGroup'])).toBeEnabled();
  });

  it('keeps a site code picked again from its list, instead of emptying it', async () => {
    const { user } = renderForm();
    const topography = field(texts['ui.clinical.field.topography']);
    await user.type(topography, 'C50.4');
    await user.click(await screen.findByRole('option', { name: /^C50\.4 / }));
    expect(topography).toHaveValue('C50.4 Upper-outer quadrant of breast');
    // Searching for it and picking it again (the chosen entry in the list) keeps it.
    await user.click(topography);
    await user.clear(topography);
    await user.type(topography, 'C50');
    await user.click(await screen.findByRole('option', { name: /^C50\.4 / }));
    await user.tab();
    expect(topography).toHaveValue('C50.4 Upper-outer quadrant of breast');
  });

  it('keeps a site code the doctor typed when the chosen site only says it less precisely', async () => {
    const { user } = renderForm();
    const topography = field(texts['ui.clinical.field.topography']);
    await user.type(topography, 'C50.4');
    await user.click(await screen.findByRole('option', { name: /^C50\.4 / }));
    await choose(user, texts['ui.clinical.field.primarySite'], 'Breast');
    await waitFor(() =>
      expect(field(texts['ui.clinical.field.primarySite'])).toHaveValue('Breast'),
    );
    expect(topography).toHaveValue('C50.4 Upper-outer quadrant of breast');
    // A site the code does not belong to replaces it with the site's own code.
    await choose(user, texts['ui.clinical.field.primarySite'], 'Oral cavity');
    await waitFor(() => expect(topography).toHaveValue('C06.9 Mouth, NOS'));
  });

  it('warns before saving when the site code is not one of the primary site chosen', async () => {
    const { user } = renderForm();
    await choose(user, texts['ui.clinical.field.primarySite'], 'Breast');
    const topography = field(texts['ui.clinical.field.topography']);
    await waitFor(() => expect(topography).toHaveValue('C50.9 Breast, NOS'));
    await user.clear(topography);
    await user.type(topography, 'C44.3');
    await user.click(await screen.findByRole('option', { name: /^C44\.3 / }));
    expect(await screen.findByText(texts['ui.clinical.coding.review'])).toBeVisible();
    expect(
      screen.getByText(
        'C44.3 (Skin of other and unspecified parts of face) is not a site of Breast, the primary site chosen. Check the primary site and the code.',
      ),
    ).toBeVisible();
    // A code of the breast: nothing to review.
    await user.clear(topography);
    await user.type(topography, 'C50.2');
    await user.click(await screen.findByRole('option', { name: /^C50\.2 / }));
    await waitFor(() =>
      expect(screen.queryByText(texts['ui.clinical.coding.review'])).not.toBeInTheDocument(),
    );
  });

  it('warns before saving when the morphology is not a kind of the histologic type chosen', async () => {
    const { user } = renderForm();
    await choose(user, texts['ui.clinical.field.histologicType'], 'Squamous Cell Carcinoma');
    const morphology = field(texts['ui.clinical.field.morphology']);
    await waitFor(() => expect(morphology).toHaveValue('8070/3 Squamous cell carcinoma, NOS'));
    const topography = field(texts['ui.clinical.field.topography']);
    await user.type(topography, 'C06.0');
    await user.click(await screen.findByRole('option', { name: /^C06\.0 / }));
    expect(screen.queryByText(texts['ui.clinical.coding.review'])).not.toBeInTheDocument();
    await user.clear(morphology);
    await user.type(morphology, '8200/3');
    await user.click(await screen.findByRole('option', { name: /^8200\/3 / }));
    expect(await screen.findByText(texts['ui.clinical.coding.review'])).toBeVisible();
    expect(
      screen.getByText(
        '8200/3 (Adenoid cystic carcinoma) is not a kind of Squamous Cell Carcinoma, the histologic type chosen. Check the histologic type and the code.',
      ),
    ).toBeVisible();
  });

  it('says before saving that a female-only site cannot be coded for a man', async () => {
    const { user } = renderForm();
    const topography = field(texts['ui.clinical.field.topography']);
    await user.type(topography, 'cervix uteri');
    await user.click(await screen.findByRole('option', { name: 'C53.9 Cervix uteri' }));
    expect(await screen.findByText(texts['ui.clinical.coding.refused'])).toBeVisible();
    expect(
      screen.getByText('Cervix uteri (C53.9) is a female-only site; the patient is male.'),
    ).toBeVisible();
  });
});
