import type { MessageKey } from './all-messages';

/**
 * The message catalogue: every user-visible text the spec lists, spelling corrected, in one place.
 * Forms, toasts, confirm dialogs and the server's error answers all read from here. It is kept in
 * two parts so that the first page a browser opens (the login page) does not download the texts
 * of screens behind it: `coreMessages`, which any page may show (generic rules, sign-in, mobile
 * numbers, passwords, codes, places, the contact form, the server's error codes), and
 * `featureMessages` (feature-messages.ts), which the web loads with the first page of a feature.
 */
export const coreMessages = {
  // Generic
  'common.required': 'This field is required',
  'common.saveSuccess': 'Save Successfully!',
  'common.updateSuccess': 'Update Successfully!',
  'common.deleteSuccess': 'Delete Successfully!',
  'common.statusChangeSuccess': 'Status Change Successfully!',
  'common.titleSuccess': 'Success!',
  'common.titleUpdate': 'Update!',
  'common.titleError': 'Error!',
  'common.titleNotice': 'Note',
  'common.noData': 'No data!',
  'common.confirmDelete': 'Once you Delete, all your data will be removed. Continue ?',
  'common.invalidEmail': 'Invalid Email Id',
  'common.passwordMismatch': 'Password Not Match.',
  'common.comingSoon': 'This part of the portal is coming soon.',
  // What a rule without a message of its own says (the zod error map in zod-messages.ts)
  'common.invalidValue': 'Enter a valid value',
  'common.chooseFromList': 'Choose a value from the list',
  'common.tooLong': 'At most {max} characters',
  'common.tooShort': 'At least {min} characters',
  'common.tooMany': 'Choose at most {max}',
  'common.numberMin': 'Enter a number of at least {min}',
  'common.numberMax': 'Enter a number of at most {max}',
  'common.wholeNumber': 'Enter a whole number',
  'common.controlCharacters':
    'Remove the invisible control characters (such as a null character) from this text',
  'common.dateInvalid': 'Enter a real date, for example 25-Jan-1970',
  'common.personNameCharacters':
    'Use letters only; spaces, full stops, apostrophes and hyphens may join them',

  // Mobile numbers
  'mobile.required': 'Mobile Number is required',
  'mobile.length': 'Mobile Number must be 10 digit',
  'mobile.invalid': 'Invalid Mobile number',
  'mobile.duplicate': 'Mobile number already register as UserName !',
  'mobile.duplicateTitle': 'User Name',
  'mobile.sameAsCurrent': 'This is already your mobile number.',
  'mobile.codeSent': 'A code has been sent to the new mobile number.',
  'mobile.changed': 'Your mobile number is changed. Log in with the new number from now on.',
  'mobile.changeCodeSms':
    'Your cancer-care portal code to confirm this mobile number is {code}. It is valid for 5 minutes. Do not share it.',
  'mobile.changedNoticeSms':
    'The login mobile number of your cancer-care portal account was changed to a number ending {ending}. If you did not ask for this, contact your hospital.',
  'mobile.nowYourLoginSms':
    'This number is now the login of your cancer-care portal account. Use "Forgot Password" if you need a new password.',

  // Passwords
  'password.required': 'Password is required',
  'password.min': 'Minimum 8 characters password',
  'password.max': 'Maximum 64 characters password',
  'password.pattern': 'Invalid Password: use a capital letter, a number and a special character',
  'password.hint':
    'A password needs 8 to 64 characters with a capital letter, a number and a special character.',
  'password.confirmRequired': 'Confirm Password is required',
  'password.oldRequired': 'Old Password is required',
  'password.changeSuccess': 'Password Change Successfully!',
  'password.resetSuccess': 'Password reset successfully. Please log in with your new password.',
  'password.oldWrong': 'Old password is incorrect',
  'password.wrong': 'Password is incorrect',
  'password.sameAsOld': 'The new password must differ from the old one',

  // Login
  'login.invalid': 'Username or password is invalid!',
  'password.common':
    'This password is one of the most used or leaked passwords. Choose one that is harder to guess.',
  'login.throttled': 'Too many failed attempts from here. Please wait {wait} and try again.',
  'login.locked':
    'This number is locked after too many failed sign-ins. Use Forgot Password to get a code by SMS and set a new password; that unlocks it.',
  'login.waitSeconds': '{count} seconds',
  'login.waitMinutes': '{count} minutes',
  'login.credentialInvalid': 'Login Credential Invalid',
  'login.sessionExpired': 'Your session has ended. Please log in again.',

  // OTP / forgot password
  'otp.required': 'OTP Number is required',
  'otp.invalid': 'Invalid OTP Number',
  'otp.sent': 'If this mobile number is registered, an OTP has been sent to it.',
  'otp.verified': 'Otp verified successfully',
  'otp.wrong': 'Invalid Otp Number!',
  'otp.expired': 'This OTP has expired or was used too many times. Please request a new one.',
  'otp.tooManySends': 'Too many OTP requests for this number. Please wait 15 minutes.',
  'otp.resetTokenInvalid': 'This password reset link has expired. Please verify a new OTP.',
  'otp.smsBody':
    'Your cancer-care portal password reset code is {code}. It is valid for 5 minutes. Do not share it.',

  // Two-factor sign-in (authenticator app) for administrators
  'twoFactor.codeRequired': 'Enter the 6-digit code from your authenticator app',
  'twoFactor.codeInvalid': 'The code is the 6 digits your authenticator app shows',
  'twoFactor.codeWrong':
    'This code is not right. Check the time on your phone and try the newest code.',
  'twoFactor.codeReused': 'This code was already used. Wait for the next code and enter it.',
  'twoFactor.recoveryCodeRequired': 'Enter one of your recovery codes',
  'twoFactor.recoveryCodeInvalid': 'A recovery code has 10 letters and digits, like abcde-23456',
  'twoFactor.recoveryCodeWrong': 'This recovery code is not right or was already used.',
  'twoFactor.eitherCodeRequired': 'Enter a code from your authenticator app or a recovery code',
  'twoFactor.eitherCodeInvalid':
    'Enter the 6 digits your authenticator app shows, or a recovery code like abcde-23456',
  'twoFactor.challengeExpired':
    'This sign-in has expired or had too many wrong codes. Please sign in again with your password.',
  'twoFactor.throttled': 'Too many wrong codes. Please wait 15 minutes and try again.',
  'twoFactor.alreadyEnabled': 'Two-factor sign-in is already on for your account.',
  'twoFactor.notEnabled': 'Two-factor sign-in is not on for your account.',
  'twoFactor.noEnrolment': 'Start the set-up again: no set-up is waiting for a code.',
  'twoFactor.notForYou': 'Two-factor sign-in is for the super admin and hospital admins.',
  'twoFactor.enabled': 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  'twoFactor.disabled': 'Two-factor sign-in is off.',
  'twoFactor.codesRegenerated': 'New recovery codes are ready. The old ones no longer work.',
  'twoFactor.enrolmentRequired':
    'Set up two-factor sign-in before you continue: the super admin needs it in production.',

  // Locations
  'location.countryRequired': 'Country is required',
  'location.stateRequired': 'State is required',
  'location.districtRequired': 'District is required',
  'location.cityRequired': 'City is required',
  'location.districtMismatch': 'The district does not belong to the chosen state',
  'location.stateMismatch': 'The state does not belong to the chosen country',
  'location.stateNameMax': 'State can be at most 100 characters',
  'location.districtNameMax': 'District can be at most 100 characters',
  'location.postalCodeInvalid': 'Postal code must be 2 to 10 letters, digits, spaces or hyphens',

  // Contact form (seed 001 section 5)
  'contact.nameRequired': 'Name is required',
  'contact.nameMax': 'Name can be at most 64 characters',
  'contact.emailRequired': 'Email Id is required',
  'contact.emailInvalid': 'Enter valid email Id.',
  'contact.emailMax': 'Email Id can be at most 256 characters',
  'contact.cityMax': 'City can be at most 128 characters',
  'contact.purposeRequired': 'Purpose is required',
  'contact.descriptionRequired': 'Description is required',
  'contact.descriptionMax': 'Description can be at most 512 characters',
  'contact.saved': 'Form saved successfully!',
  'contact.savedTitle': 'Contact Us',

  // Subscriptions (foundation: dashboard and guard texts)
  'subscription.planOver': 'Your subscription plan is over so please renew.',
  'subscription.required':
    'Your hospital has no active subscription. Buy a plan to register patients.',
  'subscription.askChiefAdmin':
    'Your hospital has no active subscription. Ask your chief admin to buy a plan.',

  // Server error codes
  'error.unauthenticated': 'Please log in to continue.',
  'error.forbidden': 'You do not have permission to do this.',
  'error.notFound': 'Not found.',
  'error.hospitalLeft':
    'You are no longer a member of the hospital this page belonged to. The page now shows where you work.',
  'error.hospitalChanged':
    'The hospital you work in was changed in another window; this page belonged to the one before.',
  'error.badAddress': 'The address of this request is not valid.',
  'error.validation': 'Some fields are not valid. Please check the form.',
  'error.conflict': 'This record conflicts with an existing one.',
  'error.rateLimited': 'Too many requests. Please wait and try again.',
  'error.csrf': 'This request was refused because it did not come from the portal.',
  'error.stillSaving':
    'Your earlier save of this is still being processed. Wait a moment, then save again.',
  'error.internal': 'Something went wrong on our side. Please try again.',

  'error.inUse': 'This record is in use elsewhere, so it cannot be deleted.',
} as const;

/** The names of a text's `{name}` placeholders, in order (a name used twice is listed twice). */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** A parameter that is a catalogue text itself ('@masterKind.stage.field'), shown in the reader's language. */
const TEXT_PARAM_PREFIX = '@';

/** The catalogue key a parameter value names ('@masterKind.stage.field'), or null for a plain value. */
export function textParamKey(value: string | number): string | null {
  return typeof value === 'string' && value.startsWith(TEXT_PARAM_PREFIX)
    ? value.slice(TEXT_PARAM_PREFIX.length)
    : null;
}

export type MessageParams = Record<string, string | number>;

/** Which catalogue message a text is, and the values of its placeholders. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

const REF_SEPARATOR = '|';

/**
 * A message as a validation rule carries it: its catalogue key, then its parameters as JSON
 * ("common.tooLong|{"max":100}"). A rule's message must be a string, and a key (not an English
 * sentence) lets every reader show it in their own language; englishText and identifyMessage
 * read it back.
 */
export function messageRef(key: MessageKey, params?: MessageParams): string {
  return params && Object.keys(params).length > 0
    ? `${key}${REF_SEPARATOR}${JSON.stringify(params)}`
    : key;
}

function parseParams(json: string): MessageParams | null {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.every(([, v]) => typeof v === 'string' || typeof v === 'number')) return null;
    return Object.fromEntries(entries) as MessageParams;
  } catch {
    return null;
  }
}

/** A catalogue, or a part of one, as its English texts by key. */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** A catalogue's key, or a ref to one with its parameters (messageRef), read back. */
export function readMessageRef(catalogue: MessageCatalogue, text: string): MessageRef | null {
  const isKey = (value: string) => Object.hasOwn(catalogue, value);
  if (isKey(text)) return { key: text as MessageKey };
  const at = text.indexOf(REF_SEPARATOR);
  if (at < 0) return null;
  const key = text.slice(0, at);
  const params = parseParams(text.slice(at + 1));
  return isKey(key) && params ? { key: key as MessageKey, params } : null;
}

/** A catalogue's English sentences, to recognise one a producer wrote out in full. */
function englishSentences(catalogue: MessageCatalogue) {
  const exact = new Map<string, MessageKey>();
  const templates: [RegExp, MessageKey, string[]][] = [];
  for (const [key, text] of Object.entries(catalogue) as [MessageKey, string][]) {
    const names = placeholderNames(text);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const pattern = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    templates.push([new RegExp(`^${pattern}$`, 's'), key, names]);
  }
  return { exact, templates };
}

/**
 * Recognises the messages of `catalogue` (the whole one, or the parts a page has loaded): the
 * key and parameters of a ref (messageRef), or of an English sentence of the catalogue as the
 * server's older code writes them out in full. Null for a text the catalogue does not hold (a
 * library's own message). Its sentences are indexed at the first sentence asked about.
 */
export function messageIdentifier(
  catalogue: MessageCatalogue,
): (text: string) => MessageRef | null {
  let index: ReturnType<typeof englishSentences> | undefined;
  return (text) => {
    const ref = readMessageRef(catalogue, text);
    if (ref) return ref;
    index ??= englishSentences(catalogue);
    const key = index.exact.get(text);
    if (key) return { key };
    for (const [pattern, templateKey, names] of index.templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      const params: MessageParams = {};
      names.forEach((name, position) => {
        params[name] = match[position + 1]!;
      });
      return { key: templateKey, params };
    }
    return null;
  };
}
