import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@portal/shared';
import { partHydrated, startHydration } from '@/lib/hydration';
import { i18n } from '@/lib/i18n';
import { applyLanguage } from '@/lib/language';
import { sessionQueryKey } from '@/lib/session';
import uiTextGu from '@/lib/translations/ui-text.gu';
import uiTextHi from '@/lib/translations/ui-text.hi';
import { uiText } from '@/lib/ui-text';
import { mockApi, refusal } from '../../test/api-mock';
import { renderInApp } from '../../test/render';
import { testSession } from '../../test/session';
import { LanguageSwitcher } from './language-switcher';

const session = testSession(
  {
    userType: 'patient',
    doctorId: null,
    hospitalId: null,
    hospitalName: null,
    hasActiveSubscription: false,
    remainingPatientQuota: 0,
  },
  { demoMode: true },
);

const bar = (name: string) => screen.getByRole('navigation', { name });
const option = (name: string) => screen.getByRole('button', { name });

describe('LanguageSwitcher', () => {
  afterEach(async () => {
    await applyLanguage('en');
    localStorage.clear();
  });

  it('names each language in its own script and marks the one in use', () => {
    renderInApp(<LanguageSwitcher />, { session: null });
    expect(bar(uiText['ui.language.label'])).toBeVisible();
    expect(option('English')).toHaveAttribute('aria-current', 'true');
    expect(option('हिन्दी')).toHaveAttribute('lang', 'hi');
    expect(option('हिन्दी')).not.toHaveAttribute('aria-current');
    expect(option('ગુજરાતી')).toHaveAttribute('lang', 'gu');
  });

  it("switches a visitor's page, <html lang> and remembers it in the browser, asking the server nothing", async () => {
    const calls = mockApi({});
    const { user } = renderInApp(<LanguageSwitcher />, { session: null });
    await user.click(option('हिन्दी'));

    await waitFor(() => expect(bar(uiTextHi['ui.language.label'])).toBeVisible());
    expect(option('हिन्दी')).toHaveAttribute('aria-current', 'true');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('portal.language')).toBe('hi');
    expect(i18n.t('common.required')).not.toBe('This field is required');
    expect(calls).toEqual([]);
  });

  it("keeps a logged-in person's choice on the account, and in the session", async () => {
    const calls = mockApi({ 'PUT /account/language': () => ({ body: { ok: true } }) });
    const { user, queryClient } = renderInApp(<LanguageSwitcher />, { session });
    await user.click(option('ગુજરાતી'));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/account/language',
      body: { language: 'gu' },
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.user.language).toBe('gu'),
    );
    expect(bar(uiTextGu['ui.language.label'])).toBeVisible();
    expect(document.documentElement.lang).toBe('gu-IN');
  });

  it('says so when the account could not keep the choice, and still shows the language here', async () => {
    mockApi({ 'PUT /account/language': () => refusal(500, 'Something went wrong') });
    const { user, queryClient } = renderInApp(<LanguageSwitcher />, { session });
    await user.click(option('हिन्दी'));

    expect(await screen.findByText(uiTextHi['ui.language.saveFailed'])).toBeVisible();
    expect(option('हिन्दी')).toHaveAttribute('aria-current', 'true');
    expect(queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.user.language).toBeNull();
  });

  it('waits until a prerendered page is hydrated in every part before changing its texts', async () => {
    mockApi({});
    const { user } = renderInApp(<LanguageSwitcher />, { session: null });
    startHydration();
    partHydrated('header');
    await user.click(option('हिन्दी'));

    expect(option('हिन्दी')).toHaveAttribute('aria-busy', 'true');
    partHydrated('page');
    // The texts of a language load asynchronously: give them time to (wrongly) arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bar(uiText['ui.language.label'])).toBeVisible();
    expect(document.documentElement.lang).not.toBe('hi-IN');

    partHydrated('footer');
    await waitFor(() => expect(bar(uiTextHi['ui.language.label'])).toBeVisible());
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.documentElement.dataset.interactive).toBe('true');
  });
});
