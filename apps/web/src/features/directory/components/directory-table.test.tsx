import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DirectoryRow } from '@portal/shared';
import { applyLanguage } from '@/lib/language';
import valueNamesGu from '@portal/shared/translations/value-names.gu';
import valueNamesHi from '@portal/shared/translations/value-names.hi';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneViewport } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import directoryTextsHi from '../translations/hi';
import { DirectoryTable } from './directory-table';

const row = (hospitalId: number, hospitalName: string, hospitalType: string): DirectoryRow => ({
  hospitalId,
  hospitalName,
  hospitalCode: `H-${hospitalId}`,
  hospitalType,
  mobileCountryCode: '+91',
  mobileNo: '9876543210',
  emailId: null,
  countryName: 'भारत',
  stateName: 'गुजरात',
  districtName: 'अहमदाबाद',
  cityName: null,
  // Specialities have no Hindi or Gujarati names (reference data): shown as the server sends them.
  speciality: 'Surgical Oncology',
});

const rows = [
  row(1, 'Sterling Cancer Hospital', 'Cancer'),
  row(2, 'City Hospital', 'Multispeciality'),
  row(3, 'Care Clinic', 'Other'),
];

/** The text of each row's cell in a column. */
function column(header: string): string[] {
  const table = screen.getByRole('table');
  const headers = within(table).getAllByRole('columnheader');
  const at = headers.findIndex((cell) => cell.textContent === header);
  expect(at).toBeGreaterThan(0);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) => within(tableRow).getAllByRole('cell')[at]!.textContent ?? '');
}

describe('DirectoryTable', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('names the hospital type in the language in use, as the other fixed lists are', async () => {
    await applyLanguage('hi');
    renderInApp(<DirectoryTable rows={rows} page={1} loading={false} busy={false} />);
    expect(column(directoryTextsHi['ui.directory.colHospitalType'])).toEqual([
      valueNamesHi['value.Cancer'],
      valueNamesHi['value.Multispeciality'],
      valueNamesHi['value.Other'],
    ]);
    expect(column(directoryTextsHi['ui.directory.colSpeciality'])).toEqual(
      rows.map(() => 'Surgical Oncology'),
    );
  });

  it('in Gujarati too, and in English as stored', async () => {
    const { unmount } = renderInApp(
      <DirectoryTable rows={rows} page={1} loading={false} busy={false} />,
    );
    expect(screen.getByRole('cell', { name: 'Multispeciality' })).toBeVisible();
    unmount();
    await applyLanguage('gu');
    renderInApp(<DirectoryTable rows={rows} page={1} loading={false} busy={false} />);
    expect(screen.getByRole('cell', { name: valueNamesGu['value.Cancer'] })).toBeVisible();
    expect(screen.getByRole('cell', { name: valueNamesGu['value.Other'] })).toBeVisible();
  });
});

describe('DirectoryTable on a phone', () => {
  it('gives each hospital a card with its details named and its mobile ready to call', () => {
    onPhoneViewport();
    const withEmail = { ...rows[1]!, emailId: 'desk@city.example', cityName: 'Sanand' };
    renderInApp(
      <DirectoryTable rows={[rows[0]!, withEmail]} page={2} loading={false} busy={false} />,
    );
    const cards = within(screen.getByRole('list', { name: 'Hospitals and doctors' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const card = cards[1]!;
    // Counted across pages, as the table's Sr.No. is.
    expect(card).toHaveTextContent('12. City Hospital');
    expect(cardDetail(card, 'Hospital Type')).toBe('Multispeciality');
    expect(cardDetail(card, 'City')).toBe('Sanand');
    expect(within(card).getByRole('link', { name: '+91 9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(card).getByRole('link', { name: 'desk@city.example' })).toHaveAttribute(
      'href',
      'mailto:desk@city.example',
    );
    // A hospital with no email or city says so with a dash.
    expect(cardDetail(cards[0]!, 'Email-Id')).toBe('-');
    expect(cardDetail(cards[0]!, 'City')).toBe('-');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
