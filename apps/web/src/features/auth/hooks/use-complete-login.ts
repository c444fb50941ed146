import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  landingPath,
  paths,
  safeReturnUrl,
  type SessionResponse,
  type SessionUser,
} from '@portal/shared';
import { AFTER_LOGIN_STATE } from '@/lib/after-login';
import { clearPendingPlanId, getPendingPlanId } from '@/lib/pending-plan';
import { startSession } from '@/lib/session';

/** Where a logged-in user goes from the login screen: a safe returnUrl, else their landing page. */
export function loginTarget(
  user: SessionUser,
  returnUrl: string | null,
  pendingPlanId: number | null = getPendingPlanId(),
): string {
  return safeReturnUrl(returnUrl) ?? landingPath(user, pendingPlanId);
}

/** Stores the new session and leaves the login screen (page or header form). */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return (session: SessionResponse) => {
    // Production: a super admin without two-factor can only set it up (the server refuses the rest).
    const target = session.twoFactorEnrolmentRequired
      ? paths.twoFactor.getHref()
      : loginTarget(session.user, searchParams.get('returnUrl'));
    // The chosen plan has now decided the landing page (payment): it is used up.
    clearPendingPlanId();
    startSession(queryClient, session);
    void navigate(target, { replace: true, state: AFTER_LOGIN_STATE });
  };
}
