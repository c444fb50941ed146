import { DEFAULT_LANGUAGE, languageOr, type Language, type MessageKey } from '@portal/shared';
import { messageIn } from '@portal/shared/translations/messages-in';

/**
 * Every kind of SMS the portal sends. Each is one DLT-registered template at the provider (its id
 * comes from the environment variable named here), rendered for the outbox screen from the
 * catalogue text `messageKey`. `variables` are the template's variables, by the names the
 * provider's template must use; `secret` ones are masked on the outbox screen outside demo mode.
 */
export const SMS_KINDS = {
  otp: {
    messageKey: 'otp.smsBody',
    variables: ['code'],
    secret: ['code'],
    templateEnv: 'SMS_TEMPLATE_OTP',
  },
  mobile_change_code: {
    messageKey: 'mobile.changeCodeSms',
    variables: ['code'],
    secret: ['code'],
    templateEnv: 'SMS_TEMPLATE_MOBILE_CHANGE_CODE',
  },
  mobile_changed_notice: {
    messageKey: 'mobile.changedNoticeSms',
    variables: ['ending'],
    secret: [],
    templateEnv: 'SMS_TEMPLATE_MOBILE_CHANGED_NOTICE',
  },
  mobile_now_login: {
    messageKey: 'mobile.nowYourLoginSms',
    variables: [],
    secret: [],
    templateEnv: 'SMS_TEMPLATE_MOBILE_NOW_LOGIN',
  },
  member_invited: {
    messageKey: 'member.invitedSms',
    variables: ['hospital'],
    secret: [],
    templateEnv: 'SMS_TEMPLATE_MEMBER_INVITED',
  },
  member_account_created: {
    messageKey: 'member.inviteSms',
    variables: ['hospital', 'link'],
    // The link carries a set-password token: as good as a one-time code.
    secret: ['link'],
    templateEnv: 'SMS_TEMPLATE_MEMBER_ACCOUNT_CREATED',
  },
  appointment_reminder: {
    messageKey: 'appointment.reminderSms',
    variables: ['hospital', 'date'],
    secret: [],
    templateEnv: 'SMS_TEMPLATE_APPOINTMENT_REMINDER',
  },
} as const satisfies Record<
  string,
  {
    messageKey: MessageKey;
    variables: readonly string[];
    secret: readonly string[];
    templateEnv: `SMS_TEMPLATE_${string}`;
  }
>;

export type SmsKind = keyof typeof SMS_KINDS;
export const smsKindNames = Object.keys(SMS_KINDS) as SmsKind[];

/**
 * One message to send: its kind and exactly that template's variables, and the language to
 * write it in when the recipient's own choice is not the one (a code sent to a number that is not
 * yet anyone's login goes in the language of the person asking).
 */
export type Sms = {
  [K in SmsKind]: { kind: K; language?: Language } & Record<
    (typeof SMS_KINDS)[K]['variables'][number],
    string
  >;
}[SmsKind];

export function isSmsKind(value: string | null): value is SmsKind {
  return value !== null && Object.hasOwn(SMS_KINDS, value);
}

/** The template's variables of a message, as stored in the outbox and sent to the provider. */
export function smsParams(sms: Sms): Record<string, string> {
  const values = sms as unknown as Record<string, string>;
  return Object.fromEntries(SMS_KINDS[sms.kind].variables.map((name) => [name, values[name]!]));
}

export function renderSms(
  kind: SmsKind,
  params: Record<string, string>,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return messageIn(language, SMS_KINDS[kind].messageKey, params);
}

const MASK = '••••••';

/**
 * A message with its secret variables masked (wholly masked when its kind is unknown: rows from
 * before kinds existed). What the outbox screen shows outside demo mode, and what the outbox
 * keeps of a message once it is finished: a code that was sent is of use to nobody there.
 */
export function withoutSecrets(row: {
  body: string;
  kind: string | null;
  params: Record<string, string> | null;
  language: string | null;
}): { body: string; params: Record<string, string> | null } {
  if (!isSmsKind(row.kind) || !row.params) return { body: MASK, params: row.params };
  const masked = { ...row.params };
  for (const name of SMS_KINDS[row.kind].secret) masked[name] = MASK;
  return {
    body: renderSms(row.kind, masked, languageOr(row.language, DEFAULT_LANGUAGE)),
    params: masked,
  };
}

/** The one rule for showing a message body: in demo mode as written; otherwise without secrets. */
export function visibleBody(row: Parameters<typeof withoutSecrets>[0], demoMode: boolean): string {
  return demoMode ? row.body : withoutSecrets(row).body;
}
