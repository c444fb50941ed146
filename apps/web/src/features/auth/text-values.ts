import { registerFeatureTexts } from '@/lib/i18n';

/**
 * Texts of the account pages (change password, change mobile number, set password), of the
 * sign-in-again dialog and of the forgot-password dialog.
 */
export const authTextValues = {
  'ui.signInAgain.title': 'Sign in again',
  'ui.signInAgain.text':
    'Your session has ended, so nothing more is saved or loaded. Sign in again to stay on this page: what you typed is kept, and you can save it then.',
  'ui.signInAgain.otherAccount': 'Go to the login page',
  'ui.signInAgain.otherAccountNote':
    'The login page signs in another account; what is typed here is then lost.',
  'ui.signInAgain.done': 'You are signed in again. Save the form once more to keep what you typed.',
  'ui.changePassword.title': 'Change Password',
  'ui.changePassword.intro':
    'After the change you will be signed out everywhere and can sign in again.',
  'ui.changeMobile.title': 'Change Mobile Number',
  'ui.changeMobile.intro':
    'You log in with {mobile}. Enter the new number and your password; we send a code to the new number to confirm it.',
  'ui.changeMobile.newMobile': 'New Mobile Number',
  'ui.changeMobile.password': 'Your Password',
  'ui.changeMobile.sendCode': 'Send code',
  'ui.changeMobile.codeSentTo': 'Enter the 6-digit code sent to {mobile}.',
  'ui.changeMobile.otherNumber': 'Use another number',
  'ui.changeMobile.confirm': 'Change number',
  'ui.setPassword.title': 'Set Your Password',
  'ui.setPassword.intro':
    'Your hospital made an account for you. Choose a password, then sign in with your mobile number.',
  'ui.setPassword.submit': 'Set password',
  'ui.setPassword.linkInvalid':
    'This link has expired or was already used. Sign in with Forgot Password to set a password with a code sent to your mobile number.',
  'ui.setPassword.toLogin': 'Go to Sign In',
  'ui.forgot.title': 'Forgot Password',
  'ui.forgot.intro': 'Enter your registered mobile number. We will send you a 6-digit OTP.',
  'ui.forgot.otpHint': 'Enter the 6-digit OTP sent to your mobile number.',
  'ui.forgot.resendIn': 'ReSend OTP in {count} s',
  'ui.forgot.lastCode':
    'That is the last code this number can get for {minutes} minutes: wait for its SMS.',
} as const;

// Registered when a dialog's or an account page's code loads, before it renders.
await registerFeatureTexts('auth', authTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
