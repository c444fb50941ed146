import type { SessionUser } from './schemas/auth';
import { paths } from './routes';

/**
 * Where a person lands after logging in (seed 000 section 4, mapped onto one product whose
 * care and database applications are the areas /care and /db).
 */
export function landingPath(
  user: Pick<
    SessionUser,
    'id' | 'userType' | 'isLoginActive' | 'hasActiveSubscription' | 'hospitalId'
  >,
  pendingPlanId?: number | null,
): string {
  switch (user.userType) {
    case 'super_admin':
      return paths.dashboard.getHref();
    case 'doctor':
      if (pendingPlanId) return paths.payment.getHref(user.id, pendingPlanId);
      return user.hasActiveSubscription ? paths.dbArea.getHref() : paths.dashboard.getHref();
    case 'patient':
    case 'guest':
      return user.isLoginActive ? paths.myCare.getHref() : paths.patientPayment.getHref();
  }
}

/** A returnUrl is honoured only when it is a path inside this app (no open redirect). */
export function safeReturnUrl(returnUrl: string | null | undefined): string | null {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//')) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines: a leading "/\" would leave the site.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(returnUrl)) return null;
  if (returnUrl.startsWith('/login')) return null;
  return returnUrl;
}
