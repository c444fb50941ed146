import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type HospitalMember } from '@portal/shared';
import { onPhoneViewport } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { membersTextValues as text } from '../text-values';
import { MemberTable } from './member-table';

const member = (doctorId: number, name: string, more: Partial<HospitalMember> = {}) =>
  ({
    doctorId,
    name,
    specialityName: 'Surgical Oncology',
    registrationNo: `GMC-${doctorId}`,
    mobileNumber: `900000000${doctorId}`,
    role: 'doctor',
    status: 'active',
    since: '2026-03-01T06:30:00.000Z',
    passwordPending: false,
    ...more,
  }) satisfies HospitalMember;

const members = [
  member(1, 'Dr. Asha Mehta', { role: 'chief_admin' }),
  member(2, 'Dr. Venkatanarasimha Raghavendra Iyengar', { status: 'invited' }),
  member(3, 'Dr. Phone Asker', { status: 'requested' }),
];

const cards = () => screen.getByRole('list', { name: text['ui.members.tableLabel'] });

describe('MemberTable on a phone', () => {
  beforeEach(onPhoneViewport);

  it("shows a card a doctor: the name, the table's columns, and the doctor's own actions", async () => {
    const onAction = vi.fn();
    const { user } = renderInApp(
      <MemberTable members={members} loading={false} busy={null} onAction={onAction} />,
    );
    const items = within(
      await screen.findByRole('list', { name: text['ui.members.tableLabel'] }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const chief = items[0]!;
    expect(within(chief).getByText('Dr. Asha Mehta')).toBeVisible();
    expect(within(chief).getByText(text['ui.members.role.chiefAdmin'])).toBeVisible();
    expect(within(chief).getByText(text['ui.members.noActions'])).toBeVisible();
    expect(within(chief).queryByRole('button')).toBeNull();

    const invited = items[1]!;
    expect(within(invited).getByText(text['ui.members.status.invited'])).toBeVisible();
    // Each detail under the table's column header.
    const details = within(invited).getByText(text['ui.members.col.registrationNo']);
    expect(details.tagName).toBe('DT');
    expect(details.nextElementSibling).toHaveTextContent('GMC-2');
    expect(within(invited).getByText('9000000002')).toBeVisible();
    const actions = within(invited).getByRole('group', {
      name: 'Actions for Dr. Venkatanarasimha Raghavendra Iyengar',
    });
    await user.click(within(actions).getByRole('button', { name: text['ui.members.remove'] }));
    expect(onAction).toHaveBeenCalledWith('remove', members[1]);

    const asking = within(items[2]!).getByRole('group', { name: 'Actions for Dr. Phone Asker' });
    expect(within(asking).getByRole('button', { name: text['ui.members.approve'] })).toBeVisible();
    expect(within(asking).getByRole('button', { name: text['ui.members.decline'] })).toBeVisible();
  });

  it("keeps a running action's button busy and the row's others disabled", () => {
    renderInApp(
      <MemberTable
        members={members}
        loading={false}
        busy={{ doctorId: 3, action: 'approve' }}
        onAction={() => undefined}
      />,
    );
    const asking = within(cards()).getByRole('group', { name: 'Actions for Dr. Phone Asker' });
    expect(within(asking).getByRole('button', { name: text['ui.members.decline'] })).toBeDisabled();
  });

  it('says it is loading', () => {
    renderInApp(<MemberTable members={undefined} loading busy={null} onAction={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("says 'No data!' for a hospital without doctors", () => {
    renderInApp(
      <MemberTable members={[]} loading={false} busy={null} onAction={() => undefined} />,
    );
    const [inTable, inCards] = screen.getAllByText(messages['common.noData']);
    expect(inTable).not.toBeVisible();
    expect(inCards).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('MemberTable on a desktop', () => {
  it('is the table, each row with its actions, and no cards', async () => {
    renderInApp(<MemberTable members={members} loading={false} busy={null} onAction={() => {}} />);
    const row = (await screen.findAllByRole('row')).find((one) =>
      one.textContent?.includes('Dr. Phone Asker'),
    );
    expect(within(row!).getByRole('group', { name: 'Actions for Dr. Phone Asker' })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
