import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the two-factor sign-in page and the dashboard prompt (keys start with ui.twoFactor.). */
export const twoFactorTextValues = {
  'ui.twoFactor.title': 'Two-factor sign-in',
  'ui.twoFactor.intro':
    'Each sign-in asks for your password and a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, FreeOTP or similar), so a stolen password alone cannot open your account.',
  'ui.twoFactor.loadFailed': 'Could not load your two-factor settings.',
  'ui.twoFactor.required':
    'Your account must use two-factor sign-in before you can continue. Set it up below; it takes a minute.',
  'ui.twoFactor.notForYou':
    'Two-factor sign-in is for the super admin and the chief admins of hospitals. Your account signs in with its password.',

  // Off
  'ui.twoFactor.offTitle': 'Two-factor sign-in is off',
  'ui.twoFactor.offText':
    'Set it up with an authenticator app. You will also get 10 recovery codes for the day your phone is not at hand.',
  'ui.twoFactor.start': 'Set up two-factor sign-in',

  // Enrolment
  'ui.twoFactor.enrolTitle': 'Set up your authenticator app',
  'ui.twoFactor.stepScan': '1. Scan this QR code with your authenticator app.',
  'ui.twoFactor.qrLabel': 'QR code for your authenticator app',
  'ui.twoFactor.stepManual': 'Cannot scan? Add an account by hand with this key (time-based):',
  'ui.twoFactor.secretLabel': 'Key for manual entry',
  'ui.twoFactor.copyKey': 'Copy key',
  'ui.twoFactor.copied': 'Copied',
  'ui.twoFactor.stepConfirm':
    '2. Enter the 6-digit code the app now shows for the Cancer Care Portal.',
  'ui.twoFactor.code': 'Code from the app',
  'ui.twoFactor.confirm': 'Turn on',
  'ui.twoFactor.cancelEnrol': 'Cancel',

  // Recovery codes
  'ui.twoFactor.codesTitle': 'Your recovery codes',
  'ui.twoFactor.codesText':
    'Each code signs you in once when your phone is not at hand. Keep them somewhere safe, away from your phone: they are shown only now.',
  'ui.twoFactor.codesLabel': 'Recovery codes',
  'ui.twoFactor.copyCodes': 'Copy codes',
  'ui.twoFactor.downloadCodes': 'Download as text file',
  'ui.twoFactor.codesFileHeading':
    'Cancer Care Portal recovery codes for {mobile}. Each code works once.',
  'ui.twoFactor.saved': 'I have saved these recovery codes',
  'ui.twoFactor.done': 'Done',

  // On
  'ui.twoFactor.onTitle': 'Two-factor sign-in is on',
  'ui.twoFactor.onSince': 'On since {date}.',
  'ui.twoFactor.codesLeft': 'Recovery codes left: {count} of 10.',
  'ui.twoFactor.codesLow': 'Few recovery codes are left. Make new ones.',
  'ui.twoFactor.regenerate': 'New recovery codes',
  'ui.twoFactor.disable': 'Turn off',

  // Dialogs
  'ui.twoFactor.regenerateTitle': 'Make new recovery codes?',
  'ui.twoFactor.regenerateText':
    'Your present recovery codes stop working. Enter a code from your authenticator app to go on.',
  'ui.twoFactor.regenerateConfirm': 'Make new codes',
  'ui.twoFactor.disableTitle': 'Turn off two-factor sign-in?',
  'ui.twoFactor.disableText':
    'Sign-in will ask for your password only, and your recovery codes stop working. Enter your password and a code from your app or a recovery code.',
  'ui.twoFactor.disableConfirm': 'Turn off',
  'ui.twoFactor.password': 'Your Password',
  'ui.twoFactor.codeOrRecovery': 'Code from the app, or a recovery code',

  // The dashboard prompt
  'ui.twoFactor.promptTitle': 'Protect your administrator account',
  'ui.twoFactor.promptText':
    'Turn on two-factor sign-in: each sign-in then also asks for a code from an app on your phone.',
  'ui.twoFactor.promptAction': 'Set up now',
} as const;

// Registered when the feature's page or the dashboard prompt loads, before it renders.
await registerFeatureTexts('two-factor', twoFactorTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
