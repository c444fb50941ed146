import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactEnquiry } from '@portal/shared';
import { mockApi } from '../../../../test/api-mock';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { EnquiriesTable } from './enquiries-table';

const enquiry = (id: number, name: string, handledAt: string | null = null): ContactEnquiry => ({
  id,
  name,
  emailId: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
  mobileNumber: '9876543210',
  countryName: 'India',
  stateName: 'Gujarat',
  districtName: 'Surat',
  city: 'Bardoli',
  purpose: 'Other',
  description: 'Does the programme cover screening for my mother in Bardoli?',
  createdAt: '2026-11-20T05:30:00.000Z',
  handledAt,
});

describe('EnquiriesTable on a phone', () => {
  it('shows a card an enquiry, with what the table says and the box to tick it handled', async () => {
    onPhoneWidth();
    const calls = mockApi({ 'PATCH /contact/enquiries/2': () => ({ body: { ok: true } }) });
    const rows = [
      enquiry(1, 'Kavita Desai', '2026-11-21T06:00:00.000Z'),
      enquiry(2, 'Ramesh Patel'),
    ];
    const { user } = renderInApp(<EnquiriesTable rows={rows} loading={false} busy={false} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Contact Enquiries' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const [handled, open] = cards as [HTMLElement, HTMLElement];
    expect(within(open).getByText('Ramesh Patel')).toBeVisible();
    // Stored in UTC, shown in India's time.
    expect(open).toHaveTextContent('20-Nov-2026 11:00');
    expect(cardDetail(open, 'Email ID')).toBe('ramesh@example.in');
    expect(cardDetail(open, 'Location')).toBe('Bardoli, Surat, Gujarat, India');
    expect(within(open).getByText(rows[1]!.description)).toBeVisible();
    expect(within(handled).getByText('Handled 21-Nov-2026')).toBeVisible();
    expect(
      within(handled).getByRole('checkbox', { name: 'Enquiry from Kavita Desai handled' }),
    ).toBeChecked();

    // The box says what it is on the card, and ticking it saves.
    expect(within(open).getByText('Handled')).toBeVisible();
    await user.click(
      within(open).getByRole('checkbox', { name: 'Enquiry from Ramesh Patel handled' }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PATCH', body: { handled: true } }),
      ),
    );
  });

  it("says 'No data!' when there is no enquiry, as the table does", () => {
    onPhoneWidth();
    renderInApp(<EnquiriesTable rows={[]} loading={false} busy={false} />);
    expect(screen.getByText('No data!')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
