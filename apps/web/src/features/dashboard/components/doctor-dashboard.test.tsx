import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { dashboardTextValues } from '../text-values';
import { renderInApp } from '../../../../test/render';
import { testSession } from '../../../../test/session';
import { DoctorDashboard } from './doctor-dashboard';

function renderDashboard(remainingPatientQuota: number) {
  const session = testSession({ remainingPatientQuota });
  renderInApp(<DoctorDashboard user={session.user} />, { session });
}

describe('DoctorDashboard', () => {
  it('calls the subscription active while it still lets patients in', () => {
    renderDashboard(4);
    expect(screen.getByText(dashboardTextValues['ui.dashboard.activeSubscription'])).toBeVisible();
    expect(screen.queryByText(messages['subscription.planOver'])).toBeNull();
  });

  it('says the plan is over, and not that it is active, once no registration is left', () => {
    renderDashboard(0);
    expect(screen.getByText(messages['subscription.planOver'])).toBeVisible();
    expect(screen.queryByText(dashboardTextValues['ui.dashboard.activeSubscription'])).toBeNull();
  });
});
