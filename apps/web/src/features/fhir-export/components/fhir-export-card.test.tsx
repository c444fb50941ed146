import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FhirExportAnswer } from '@portal/shared';
import { heldAnswer, inTurn, mockApi, refusal, type MockRequest } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { FHIR_EXPORT_POLL_MS } from '../api/fhir-export';
import { fhirExportTextValues as text } from '../text-values';
import { FhirExportCard } from './fhir-export-card';
import { PatientFhirLink } from './patient-fhir-link';

afterEach(() => {
  vi.useRealTimers();
});

const exportOf = (overrides: Partial<FhirExportAnswer> = {}): FhirExportAnswer => ({
  id: 41,
  state: 'queued',
  patientsTotal: 0,
  patientsDone: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: null,
  files: [],
  ...overrides,
});

const running = (done: number) =>
  exportOf({ state: 'running', patientsTotal: 400, patientsDone: done });
const finished = exportOf({
  state: 'done',
  patientsTotal: 400,
  patientsDone: 400,
  finishedAt: '2026-03-01T10:05:00.000Z',
  files: [
    { resourceType: 'Patient', lines: 400 },
    { resourceType: 'Condition', lines: 1250 },
  ],
});

const polls = (calls: MockRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/hospital/fhir-exports/41');
const startButton = (name: string = text['ui.fhirExport.start']) =>
  screen.getByRole('button', { name });

describe('FhirExportCard', () => {
  it('starts an export, shows its progress every 2 seconds, then links its files', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({
      'POST /hospital/fhir-exports': () => ({ status: 202, body: exportOf() }),
      'GET /hospital/fhir-exports/41': inTurn(
        { body: exportOf() },
        { body: running(200) },
        { body: finished },
      ),
    });
    const { user } = renderInApp(<FhirExportCard />);
    await user.click(startButton());

    expect(await screen.findByText(text['ui.fhirExport.queued'])).toBeVisible();
    // Nothing to start while the export is under way.
    expect(screen.queryByRole('button', { name: text['ui.fhirExport.start'] })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/hospital/fhir-exports', body: undefined }),
    ]);

    await waitFor(() => expect(polls(calls)).toHaveLength(1));
    expect(screen.getByText(text['ui.fhirExport.queued'])).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(FHIR_EXPORT_POLL_MS));
    expect(await screen.findByText('Patients written: 200 of 400')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: text['ui.fhirExport.progressLabel'] });
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    await act(() => vi.advanceTimersByTimeAsync(FHIR_EXPORT_POLL_MS));
    expect(await screen.findByText('Export finished. Patients: 400.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const patients = screen.getByRole('link', { name: 'Patient.ndjson (resources: 400)' });
    expect(patients).toHaveAttribute('href', '/api/v1/hospital/fhir-exports/41/Patient.ndjson');
    expect(
      screen.getByRole('link', { name: 'Condition.ndjson (resources: 1,250)' }),
    ).toHaveAttribute('href', '/api/v1/hospital/fhir-exports/41/Condition.ndjson');

    // Done: no more asking, and a new export may be started.
    await act(() => vi.advanceTimersByTimeAsync(FHIR_EXPORT_POLL_MS * 3));
    expect(polls(calls)).toHaveLength(3);
    expect(startButton(text['ui.fhirExport.startAgain'])).toBeEnabled();
  });

  it('shows that the start is under way, and follows an export already running', async () => {
    const answer = heldAnswer({ status: 200, body: running(120) });
    mockApi({
      'POST /hospital/fhir-exports': answer.handler,
      'GET /hospital/fhir-exports/41': () => ({ body: running(120) }),
    });
    const { user } = renderInApp(<FhirExportCard />);
    await user.click(startButton());
    await waitFor(() => expect(startButton()).toHaveAttribute('data-loading', 'true'));
    answer.release();
    expect(await screen.findByText('Patients written: 120 of 400')).toBeVisible();
  });

  it('says the export failed, and lets the chief admin start another', async () => {
    const calls = mockApi({
      'POST /hospital/fhir-exports': inTurn(
        { status: 202, body: exportOf() },
        { status: 202, body: exportOf({ id: 42 }) },
      ),
      'GET /hospital/fhir-exports/41': () => ({ body: exportOf({ state: 'failed' }) }),
      'GET /hospital/fhir-exports/42': () => ({ body: running(10) }),
    });
    const { user } = renderInApp(<FhirExportCard />);
    await user.click(startButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text['ui.fhirExport.failed'])).toBeVisible();
    await user.click(startButton(text['ui.fhirExport.startAgain']));
    expect(await screen.findByText('Patients written: 10 of 400')).toBeVisible();
    expect(screen.queryByText(text['ui.fhirExport.failed'])).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('shows why the server refused to start', async () => {
    mockApi({
      'POST /hospital/fhir-exports': () => refusal(403, 'You do not have permission to do this.'),
    });
    const { user } = renderInApp(<FhirExportCard />);
    await user.click(startButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to do this.');
    expect(startButton()).toBeEnabled();
  });
});

describe('PatientFhirLink', () => {
  it("downloads the patient's FHIR Bundle", () => {
    mockApi({});
    renderInApp(<PatientFhirLink patientId={1024} />);
    const link = screen.getByRole('link', { name: text['ui.fhirExport.patientLink'] });
    expect(link).toHaveAttribute('href', '/api/v1/patients/1024/fhir');
    expect(link).toHaveAttribute('download');
  });
});
