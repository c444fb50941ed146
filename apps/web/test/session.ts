import type { SessionResponse, SessionUser } from '@portal/shared';

/**
 * A session as GET /auth/session answers it: a doctor of City Hospital (Asha Patel, with a
 * subscription) unless the user's fields say otherwise; not demo mode, no two-factor set-up due.
 */
export function testSession(
  user: Partial<SessionUser> = {},
  session: Partial<Omit<SessionResponse, 'user'>> = {},
): SessionResponse {
  return {
    user: {
      id: 7,
      mobileNumber: '9876543210',
      firstName: 'Asha',
      fullName: 'Asha Patel',
      userType: 'doctor',
      isSuperAdmin: false,
      isHospitalAdmin: false,
      isLoginActive: true,
      doctorId: 3,
      hospitalId: 2,
      hospitalName: 'City Hospital',
      chiefAdminName: null,
      hasActiveSubscription: true,
      remainingPatientQuota: 10,
      permissions: [],
      twoFactorEnabled: false,
      language: null,
      ...user,
    },
    demoMode: false,
    twoFactorEnrolmentRequired: false,
    ...session,
  };
}
