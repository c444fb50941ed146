import { registerTexts } from '@/lib/i18n';

export const authTextValues = {
  'ui.signInAgain.title': 'Sign in again',
  'ui.signInAgain.text':
    'Your session has ended, so nothing more is saved or loaded. Sign in again to stay on this page: what you typed is kept, and you can save it then.',
  'ui.signInAgain.otherAccount': 'Go to the login page',
  'ui.signInAgain.otherAccountNote':
    'The login page signs in another account; what is typed here is then lost.',
  'ui.signInAgain.done': 'You are signed in again. Save the form once more to keep what you typed.',
} as const;

// Registered when the dialog's code loads, before it renders.
await registerTexts('auth', authTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
