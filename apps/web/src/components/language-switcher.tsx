import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type SessionResponse } from '@portal/shared';
import { applyLanguage, saveAccountLanguage } from '@/lib/language';
import { notifyError } from '@/lib/notify';
import { sessionQueryKey, useSessionUser } from '@/lib/session';

/**
 * The header's language choice: every language in its own script, so a person who reads no
 * English finds theirs. A visitor's choice stays in this browser; a logged-in person's is also
 * kept on their account.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Language | null>(null);

  async function choose(language: Language) {
    if (language === i18n.language || pending) return;
    setPending(language);
    try {
      await applyLanguage(language, { remember: true });
    } catch {
      notifyError(t('ui.language.loadFailed'));
      return;
    } finally {
      setPending(null);
    }
    if (!user) return;
    try {
      await saveAccountLanguage(language);
      queryClient.setQueryData<SessionResponse | null>(sessionQueryKey, (session) =>
        session ? { ...session, user: { ...session.user, language } } : session,
      );
    } catch {
      // This render's `t` is fixed to the earlier language; i18n.t speaks the one now in use.
      notifyError(i18n.t('ui.language.saveFailed'));
    }
  }

  return (
    <nav className="language-switcher" aria-label={t('ui.language.label')}>
      {LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-option"
          aria-current={code === i18n.language ? 'true' : undefined}
          aria-busy={code === pending || undefined}
          onClick={() => void choose(code)}
        >
          {name}
        </button>
      ))}
    </nav>
  );
}
