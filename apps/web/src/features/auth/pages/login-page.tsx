import { lazy, Suspense, useEffect, useState } from 'react';
import { Anchor, Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { AFTER_LOGIN_STATE } from '@/lib/after-login';
import { mobileOfLoginState } from '@/lib/login-state';
import { setPendingPlanId } from '@/lib/pending-plan';
import { routeId } from '@/lib/route-id';
import { useSessionUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageLoader } from '@/components/page-loader';
import { LoginForm } from '../components/login-form';
import { loginTarget } from '../hooks/use-complete-login';
import { clearPendingChallenge, peekPendingChallenge } from '../lib/pending-challenge';

// The second step comes only after a password was accepted for an account with two-factor, and
// the password dialogs when first opened: both download then, keeping the login route small.
const TwoFactorStep = lazy(async () => ({
  default: (await import('../components/two-factor-step')).TwoFactorStep,
}));
const ForgotPasswordModal = lazyDialog(
  async () => (await import('../components/forgot-password-modal')).ForgotPasswordModal,
  (props) => props.opened,
);
const ResetPasswordModal = lazyDialog(
  async () => (await import('../components/reset-password-modal')).ResetPasswordModal,
  (props) => props.resetToken !== null,
);

/** #/login and #/login-signup/:subscriptionId (login while buying a plan). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subscriptionId } = useParams();
  const [searchParams] = useSearchParams();
  const handedMobile = mobileOfLoginState(useLocation().state);
  const user = useSessionUser();
  const [leaving, setLeaving] = useState(false);
  // #/login?forgot=1 (from a registration that found the number taken) opens the reset at once.
  const [forgotOpen, setForgotOpen] = useState(() => searchParams.get('forgot') === '1');
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [verifiedMessage, setVerifiedMessage] = useState<string | undefined>();
  // Two-factor: the challenge of the second step (from this form or the header's quick sign-in).
  const [challenge, setChallenge] = useState<string | null>(peekPendingChallenge);
  // What the password form says when a second step ran out.
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  const isSignup = subscriptionId !== undefined;
  const planId = routeId(subscriptionId);
  const title = isSignup ? t('ui.login.signupTitle') : t('ui.login.title');
  usePageTitle(title);

  useEffect(() => {
    if (planId) setPendingPlanId(planId);
  }, [planId]);
  // The header's hand-over is taken once.
  useEffect(() => clearPendingChallenge(), []);

  // Someone already logged in has nothing to do here (unless this form just logged them in).
  if (user && !leaving) {
    return (
      <Navigate
        to={loginTarget(user, searchParams.get('returnUrl'), planId ?? undefined)}
        replace
        state={AFTER_LOGIN_STATE}
      />
    );
  }

  return (
    <Container size={460} px="md">
      <Paper
        withBorder
        shadow="sm"
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        mt={{ base: 0, sm: 'xl' }}
      >
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {/* The second step says what it asks for itself. */}
            {!challenge && (
              <Text c="dimmed" fz="sm" mt={6}>
                {isSignup ? t('ui.login.signupIntro') : t('ui.login.intro')}
              </Text>
            )}
          </div>
          {challenge ? (
            <Suspense fallback={<PageLoader />}>
              <TwoFactorStep
                challenge={challenge}
                onLoggedIn={() => setLeaving(true)}
                onRestart={(notice) => {
                  setRestartNotice(notice ?? null);
                  setChallenge(null);
                }}
              />
            </Suspense>
          ) : (
            <>
              <LoginForm
                mobileNumber={handedMobile}
                onForgotPassword={() => setForgotOpen(true)}
                onLoggedIn={() => setLeaving(true)}
                onSecondStep={(next) => {
                  setRestartNotice(null);
                  setChallenge(next);
                }}
                notice={restartNotice}
              />
              <Divider />
              <Text ta="center" fz="sm">
                <Anchor component={Link} to={paths.doctorRegistration.getHref('database')} fw={600}>
                  {t('ui.login.register')}
                </Anchor>
              </Text>
            </>
          )}
        </Stack>
      </Paper>

      <ForgotPasswordModal
        opened={forgotOpen}
        onClose={() => setForgotOpen(false)}
        onVerified={(token, message) => {
          setForgotOpen(false);
          setVerifiedMessage(message);
          setResetToken(token);
        }}
      />
      <ResetPasswordModal
        resetToken={resetToken}
        verifiedMessage={verifiedMessage}
        onClose={() => setResetToken(null)}
        onDone={() => {
          setResetToken(null);
          void navigate(paths.login.getHref(), { replace: true });
        }}
      />
    </Container>
  );
}
