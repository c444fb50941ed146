import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { LoginRequest, LoginResponse } from '@portal/shared';
import { translateMessage } from '@/lib/i18n';
import { lazySchema } from '@/lib/lazy-schemas';
import { useLogin } from '../api/login';
import { loginFailure } from '../lib/login-error';

type LoginField = keyof LoginRequest;
/** The form's fields, in the order they are shown (and focused when wrong). */
const LOGIN_FIELDS: readonly LoginField[] = ['mobileNumber', 'password'];
const EMPTY: LoginRequest = { mobileNumber: '', password: '' };
const UNTOUCHED: Record<LoginField, boolean> = { mobileNumber: false, password: false };
const isLoginField = (key: unknown): key is LoginField => LOGIN_FIELDS.includes(key as LoginField);

const loginSchema = lazySchema('loginRequest');

interface LoginCheck {
  valid: boolean;
  /** The first catalogue ref of each field's rule that fails (translated when shown). */
  refs: Partial<Record<LoginField, string>>;
}

/**
 * The shared loginRequest schema's verdict. Were the schema not to download (offline), the
 * values go on unchecked: the server checks them and answers with field errors.
 */
async function checkLogin(values: LoginRequest): Promise<LoginCheck> {
  let schema;
  try {
    schema = await loginSchema.load();
  } catch {
    return { valid: true, refs: {} };
  }
  const result = schema.safeParse(values);
  if (result.success) return { valid: true, refs: {} };
  const refs: LoginCheck['refs'] = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isLoginField(field) && !refs[field]) {
      refs[field] = issue.message;
    }
  }
  return { valid: false, refs };
}

interface LoginFormOptions {
  /** The mobile number the form starts with; the password is left for the person to type. */
  mobileNumber?: string;
  /** A message to show above the form at first (a second step that ran out). */
  notice?: string | null;
  /** The server accepted the password: a session, or the challenge of a second step. */
  onResult: (result: LoginResponse) => void;
}

/**
 * The sign-in form of the login page and of the header's quick sign-in. It is on the first
 * screen of every visit, whose JavaScript is budgeted (docs/benchmarks.md), so it keeps its
 * two fields itself rather than loading react-hook-form as every other form does, and behaves
 * as those do: a field's message shows once the field is left and then follows the typing,
 * Submit is enabled when the schema accepts both, the server's field messages go on their inputs
 * (the first one focused) and anything else in the banner, which goes once a field is focused.
 */
export function useLoginForm({ mobileNumber, notice = null, onResult }: LoginFormOptions) {
  const login = useLogin();
  const [initial] = useState<LoginRequest>(() => ({ ...EMPTY, mobileNumber: mobileNumber ?? '' }));
  const [values, setValues] = useState<LoginRequest>(initial);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [check, setCheck] = useState<LoginCheck>({ valid: false, refs: {} });
  const [serverMessages, setServerMessages] = useState<Partial<Record<LoginField, string>>>({});
  const [banner, setBanner] = useState<string | null>(notice);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  // The inputs are uncontrolled, as react-hook-form's are: on a prerendered page the person may
  // type before the app has hydrated them, and a controlled input would be set back to the state's
  // empty value (a password typed meanwhile lost its beginning). The form starts from their text.
  useEffect(() => {
    // A page hydrated from its prerendered HTML keeps that HTML's empty input, whatever the
    // default: the number handed over is written in.
    const mobileInput = inputs.current.mobileNumber;
    if (mobileInput && !mobileInput.value) mobileInput.value = initial.mobileNumber;
    const typed = {
      mobileNumber: inputs.current.mobileNumber?.value ?? '',
      password: inputs.current.password?.value ?? '',
    };
    if (typed.mobileNumber || typed.password) setValues(typed);
  }, [initial]);

  useEffect(() => {
    let current = true;
    void checkLogin(values).then((verdict) => {
      if (current) setCheck(verdict);
    });
    return () => {
      current = false;
    };
  }, [values]);

  const errorOf = (name: LoginField) => {
    const ref = touched[name] ? check.refs[name] : undefined;
    return serverMessages[name] ?? (ref ? translateMessage(ref) : undefined);
  };

  const field = (name: LoginField) => ({
    name,
    defaultValue: initial[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((before) => ({ ...before, [name]: value }));
      setServerMessages(({ [name]: _changed, ...rest }) => rest);
    },
    onBlur: () => setTouched((before) => (before[name] ? before : { ...before, [name]: true })),
    onFocus: () => setBanner(null),
    // Enter sends a form only while its button is enabled; a check still running (the schema
    // downloads on first use) would drop it, so the form is sent, checked afresh, here.
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter' && !check.valid) void submit(event);
    },
    error: errorOf(name),
  });

  const isValid = check.valid && Object.keys(serverMessages).length === 0;

  const submit = async (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    setTouched({ mobileNumber: true, password: true });
    const verdict = await checkLogin(values);
    setCheck(verdict);
    if (!verdict.valid) {
      const first = LOGIN_FIELDS.find((name) => verdict.refs[name]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setBanner(null);
    login.mutate(values, {
      onSuccess: onResult,
      onError: (error) => {
        const failure = loginFailure(error, LOGIN_FIELDS);
        setServerMessages(failure.messages);
        if (failure.fields[0]) inputs.current[failure.fields[0]]?.focus();
        setBanner(failure.banner);
      },
    });
  };

  return {
    field,
    submit: (event: FormEvent) => void submit(event),
    /** Whether Submit may be pressed: the schema accepts both fields, and no server message stands. */
    isValid,
    pending: login.isPending,
    banner,
  };
}
