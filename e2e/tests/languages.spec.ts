import { expect, test, type Page } from '@playwright/test';
import uiTextGu from '../../apps/web/src/lib/translations/ui-text.gu';
import uiTextHi from '../../apps/web/src/lib/translations/ui-text.hi';
import { programmeTextsGu } from '../../packages/shared/src/content/translations/gu';
import { programmeTextsHi } from '../../packages/shared/src/content/translations/hi';
import { messagesGu } from '../../packages/shared/src/translations/messages.gu';
import { messagesHi } from '../../packages/shared/src/translations/messages.hi';
import { createCouponThroughApi } from './api-setup';
import { DEMO, DEMO_PASSWORD, expectPath, keepScreenshot, openPage } from './support';

/**
 * The main flows in Hindi and in Gujarati, with no English left on the page: a visitor's pages,
 * signing in, the doctor's patient list and registration, and the chief admin's plan payment.
 * Every page's text (and its placeholders, input values and accessible names) is read and every
 * Latin word of three letters or more that the allowlists below do not explain is a leftover.
 * Leftovers are soft failures, so one run lists all of them, page by page.
 */

type Language = 'hi' | 'gu';

const LANGUAGE = {
  hi: {
    name: 'हिन्दी',
    locale: 'hi-IN',
    ui: uiTextHi,
    messages: messagesHi,
    programmes: programmeTextsHi,
  },
  gu: {
    name: 'ગુજરાતી',
    locale: 'gu-IN',
    ui: uiTextGu,
    messages: messagesGu,
    programmes: programmeTextsGu,
  },
} as const;

/** The language bar, whatever language the page is in now. */
const languageBar = (page: Page) =>
  page.getByRole('navigation', { name: /^(Language|भाषा|ભાષા)$/ }).first();

// ---------------------------------------------------------------------------------------------
// The allowlist: the only Latin-script text a Hindi or Gujarati page may show.
// ---------------------------------------------------------------------------------------------

/**
 * Names and other data that the demo seed (apps/server/src/db/seed/demo.ts, demo-patient.ts) or
 * this test entered: people and hospitals are called what they are called in every language.
 * Removed as whole phrases, so their words are not allowed anywhere else.
 */
const DATA_PHRASES: { phrase: string; why: string }[] = [
  { phrase: 'Meena Joshi', why: 'the demo patient (seed)' },
  { phrase: 'Super Admin', why: 'the demo super admin (seed)' },
  { phrase: 'Rohan Shah', why: 'the demo doctor (seed)' },
  { phrase: 'Asha Mehta', why: 'the demo hospital admin (seed)' },
  { phrase: 'Demo Cancer Hospital', why: "the demo doctors' hospital (seed)" },
  { phrase: 'Hospital 100', why: 'the name the super admin gave the demo plan (seed)' },
  {
    phrase: '100 patients for one year, OPD and IPD.',
    why: "the demo plan's description as the super admin wrote it (seed data, not product text)",
  },
  { phrase: '14 Law Garden Road', why: "the demo patient's address (seed)" },
  { phrase: 'NOSUCH1', why: 'the unknown coupon code this test types' },
  // Not data, but a name: the product's patient-database module, in capitals like an abbreviation.
  { phrase: 'ONCO-DB', why: "the patient-database module's name (home page)" },
];

/**
 * Proper nouns of the master data (state, district and city names, the country): place names
 * are written in Latin script in the database. Common words of the master data (gender, stage,
 * site) are NOT here: they are reported.
 */
const PLACE_NAMES: { name: string; why: string }[] = [
  { name: 'Gujarat', why: 'state name (master data)' },
  { name: 'Ahmedabad', why: 'district and city name (master data, seed)' },
  { name: 'India', why: 'country name (master data)' },
];

/** Abbreviations written in capitals in every language. */
const ABBREVIATIONS: { word: string; why: string }[] = [
  { word: 'OTP', why: 'one-time password, what the SMS itself says' },
  { word: 'PDF', why: 'a file format' },
  { word: 'TNM', why: 'the cancer staging system' },
  { word: 'ECOG', why: 'the performance status scale' },
  { word: 'INR', why: 'the currency code' },
  { word: 'OPD', why: 'out-patient department, a subscription type' },
  { word: 'SMS', why: 'text messages, as Indian phones name them' },
  { word: 'IPD', why: 'in-patient department, a subscription type' },
];

/** Date formats and dates: dd-MMM-yyyy placeholders and dates with a month's abbreviation. */
const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const DATE_PATTERNS: { pattern: RegExp; why: string }[] = [
  { pattern: /\b[dD]{2}([-/ ])(M{2,3}|m{2})\1[yY]{4}\b/g, why: 'a date format, e.g. dd-MMM-yyyy' },
  {
    pattern: new RegExp(`\\b\\d{1,2}([-/ ])(${MONTHS})\\1\\d{2,4}\\b`, 'g'),
    why: 'a date such as 21-Nov-1980',
  },
];

/** E-mail addresses are data (the seed's and the test's). */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/**
 * The word "English" where the page names the English language in English on purpose, so that an
 * English reader finds it; both elements say so with their `lang` attribute.
 */
const ENGLISH_NAME = 'English';
const ENGLISH_ON_PURPOSE: { selector: string; why: string }[] = [
  { selector: 'nav.language-switcher button[lang="en"]', why: "the language bar's English" },
  {
    selector: 'a[lang="en-IN"][href^="/api/v1/content/brochure.pdf"]',
    why: "the home page's link to the English brochure, named in its own language like the bar",
  },
];

/**
 * Elements that show only what people entered: a patient's name in the patient list, a plan's
 * name and the super admin's description of it.
 */
const DATA_ELEMENTS = {
  patientNames: '.patient-list-name',
  plans: ['article h2', '.plan-description'],
  /** The super admin's tables: plan names and descriptions, coupon and discount codes. */
  adminTables: ['.plan-name', '.plan-description', '.coupon-code'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text without everything the allowlist explains, and without the data the page shows. */
function withoutAllowed(text: string, shownData: string[]): string {
  let rest = text;
  const phrases = [...DATA_PHRASES.map((entry) => entry.phrase), ...shownData];
  // Longest first, so a name inside a longer phrase does not break the phrase up.
  for (const phrase of phrases.sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(escapeRegExp(phrase), 'g'), ' ');
  }
  rest = rest.replace(EMAIL, ' ');
  for (const { pattern } of DATE_PATTERNS) rest = rest.replace(pattern, ' ');
  // Text in brackets: the translations keep the English medical term in brackets on purpose.
  let previous;
  do {
    previous = rest;
    rest = rest.replace(/\([^()]*\)/g, ' ').replace(/\[[^[\]]*\]/g, ' ');
  } while (rest !== previous);
  return rest;
}

const ALLOWED_WORDS = new Set([
  ...PLACE_NAMES.map((entry) => entry.name),
  ...ABBREVIATIONS.map((entry) => entry.word),
]);

interface PageText {
  source: string;
  text: string;
}

/**
 * What the page shows and says: its text, title, placeholders, input values, accessible names;
 * and the text of the elements the step names as holding data (see DATA_ELEMENTS).
 */
async function readPage(
  page: Page,
  dataSelectors: string[],
): Promise<{ texts: PageText[]; englishOnPurpose: number; shownData: string[] }> {
  const selectors = ENGLISH_ON_PURPOSE.map((entry) => entry.selector);
  return page.evaluate(
    ({ english, selectors, dataSelectors }) => {
      const shown = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
      const texts: { source: string; text: string }[] = [
        { source: 'page text', text: document.body.innerText },
        { source: 'document title', text: document.title },
      ];
      for (const element of Array.from(document.querySelectorAll('input, textarea'))) {
        if (!shown(element)) continue;
        const input = element as HTMLInputElement;
        if (input.placeholder) texts.push({ source: 'placeholder', text: input.placeholder });
        const valueShown = !['password', 'hidden', 'radio', 'checkbox'].includes(input.type);
        if (valueShown && input.value) texts.push({ source: 'input value', text: input.value });
      }
      for (const element of Array.from(
        document.querySelectorAll('[aria-label], [title], img[alt]'),
      )) {
        if (!shown(element)) continue;
        for (const attribute of ['aria-label', 'title', 'alt']) {
          const value = element.getAttribute(attribute);
          if (value) texts.push({ source: attribute, text: value });
        }
      }
      // How often the page's text names English on purpose (shown elements only).
      let englishOnPurpose = 0;
      for (const element of Array.from(document.querySelectorAll(selectors.join(', ')))) {
        if (!shown(element)) continue;
        const text = (element as HTMLElement).innerText;
        englishOnPurpose += (text.match(new RegExp(`\\b${english}\\b`, 'g')) ?? []).length;
      }
      const shownData: string[] = [];
      for (const selector of dataSelectors) {
        for (const element of Array.from(document.querySelectorAll(selector))) {
          if (!shown(element)) continue;
          for (const line of (element as HTMLElement).innerText.split('\n')) {
            if (line.trim()) shownData.push(line.trim());
          }
        }
      }
      return { texts, englishOnPurpose, shownData };
    },
    { english: ENGLISH_NAME, selectors, dataSelectors },
  );
}

/** Every Latin word of 3+ letters the allowlist does not explain, with the line it stands in. */
async function englishLeftOn(page: Page, dataSelectors: string[]): Promise<string[]> {
  const { texts, englishOnPurpose, shownData } = await readPage(page, dataSelectors);
  let englishOnPurposeLeft = englishOnPurpose;
  const found = new Set<string>();
  for (const { source, text } of texts) {
    for (const line of text.split('\n')) {
      const words = withoutAllowed(line, shownData).match(/[A-Za-z]{3,}/g) ?? [];
      const left = words.filter((word) => {
        if (ALLOWED_WORDS.has(word)) return false;
        if (source === 'page text' && word === ENGLISH_NAME && englishOnPurposeLeft > 0) {
          englishOnPurposeLeft -= 1;
          return false;
        }
        return true;
      });
      if (left.length > 0) found.add(`${source}: "${line.trim()}" [${left.join(', ')}]`);
    }
  }
  return [...found];
}

/**
 * Soft: every page of the flow is checked and all leftovers are listed in one run. A step names
 * the elements that hold data on its page (DATA_ELEMENTS): other tests share the database and
 * add patients and plans of their own, named and written in English.
 */
async function expectNoEnglish(page: Page, where: string, dataSelectors: string[] = []) {
  const left = await englishLeftOn(page, dataSelectors);
  expect.soft(left, `English left on ${where}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Flows
// ---------------------------------------------------------------------------------------------

/** The page is in the language: `<html lang>`, the bar's name and its current button. */
async function expectLanguage(page: Page, language: Language) {
  const { name, locale, ui } = LANGUAGE[language];
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const bar = page.getByRole('navigation', { name: ui['ui.language.label'], exact: true }).first();
  await expect(bar.getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

/** Chooses a language with the bar, as a person does. */
async function chooseLanguage(page: Page, language: Language) {
  await languageBar(page)
    .getByRole('button', { name: LANGUAGE[language].name, exact: true })
    .click();
  await expectLanguage(page, language);
}

/** Nothing on the page is still loading (the shared "Loading…" status of lists and pages). */
async function expectLoaded(page: Page, language: Language) {
  await expect(page.getByText(LANGUAGE[language].ui['ui.app.loading'])).toHaveCount(0);
}

/** Fills the login page's form (in the language on screen) and sends it. */
async function signIn(page: Page, language: Language, mobileNumber: string, password: string) {
  const { ui } = LANGUAGE[language];
  const main = page.getByRole('main');
  await main.getByLabel(ui['ui.field.mobileNumber'], { exact: true }).fill(mobileNumber);
  await main.getByLabel(ui['ui.field.password'], { exact: true }).fill(password);
  await main.getByRole('button', { name: ui['ui.login.submit'], exact: true }).click();
}

/** The input a message (an error) describes, found without knowing the input's label. */
async function inputDescribedBy(page: Page, message: string) {
  const id = await page.getByRole('main').getByText(message, { exact: true }).getAttribute('id');
  expect(id, `the id of "${message}"`).toBeTruthy();
  return page.locator(`[aria-describedby~="${id}"]`);
}

async function openLoginIn(page: Page, language: Language) {
  await openPage(page, '/login');
  await chooseLanguage(page, language);
}

for (const language of ['hi', 'gu'] as const) {
  const { messages, programmes } = LANGUAGE[language];

  test.describe(`in ${language === 'hi' ? 'Hindi' : 'Gujarati'}`, () => {
    test('a visitor switches with the language bar; pages and a reload keep the language', async ({
      page,
    }, testInfo) => {
      await openPage(page, '/home');
      // A new visitor whose browser prefers English starts in English.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(
        page
          .getByRole('navigation', { name: 'Language', exact: true })
          .getByRole('button', { name: 'English', exact: true }),
      ).toHaveAttribute('aria-current', 'true');

      await chooseLanguage(page, language);
      expect(await page.evaluate(() => localStorage.getItem('portal.language'))).toBe(language);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoEnglish(page, '/home');

      // A programme page, reached by the home page's link.
      await page.locator('main a[href="/cancer-self-help-website"]').first().click();
      await expectPath(page, '/cancer-self-help-website');
      await expectLanguage(page, language);
      // The address changes before the programme page has replaced the home page's heading.
      const headingText = programmes['/cancer-self-help-website']?.title ?? 'no translated title';
      await expect(page.locator('h1').first()).toHaveText(headingText);
      await expectNoEnglish(page, '/cancer-self-help-website');

      // A reload keeps the language: the page opens in it, not in English.
      await page.reload();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await expectLanguage(page, language);
      await expect(page.locator('h1').first()).toHaveText(headingText);
      await expectNoEnglish(page, '/cancer-self-help-website (reloaded)');
      await keepScreenshot(page, testInfo, `${language}-programme-page`);
    });

    test('a wrong password is refused in the language; then the demo doctor logs in', async ({
      page,
    }, testInfo) => {
      await openLoginIn(page, language);
      await expectNoEnglish(page, '/login');

      await signIn(page, language, DEMO.doctor, 'Wrong@1234');
      const refusal = page.getByRole('main').getByRole('alert');
      await expect(refusal).toHaveText(messages['login.invalid']);
      await expectNoEnglish(page, '/login (wrong password)');
      await keepScreenshot(page, testInfo, `${language}-login-refused`);

      await signIn(page, language, DEMO.doctor, DEMO_PASSWORD);
      await expectPath(page, /^\/db/);
      await expectLanguage(page, language);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectLoaded(page, language);
      await expectNoEnglish(page, `${new URL(page.url()).pathname} (the doctor's landing page)`);
    });

    test('the doctor: patient list, and the registration form with its messages', async ({
      page,
    }, testInfo) => {
      await openLoginIn(page, language);
      await signIn(page, language, DEMO.doctor, DEMO_PASSWORD);
      await expectPath(page, /^\/db/);

      await page.goto('/patient-list');
      await expectLanguage(page, language);
      await expect(page.getByRole('row').filter({ hasText: 'Meena Joshi' })).toBeVisible();
      await expectLoaded(page, language);
      await expectNoEnglish(page, '/patient-list', [DATA_ELEMENTS.patientNames]);
      await keepScreenshot(page, testInfo, `${language}-patient-list`);

      await page.goto('/patient-registration/0/0/doctor');
      await expectLanguage(page, language);
      await expect(page.locator('h1').first()).toBeVisible();
      const main = page.getByRole('main');
      // The registration form's own submit button (the search above it is a form of its own).
      const register = main.locator('form:not([role="search"]) button[type="submit"]');
      await expect(register).toBeEnabled();
      await expectLoaded(page, language);
      await expectNoEnglish(page, '/patient-registration/0/0/doctor');

      // An empty submit: the rules' messages in the language.
      await register.click();
      await expect(main.getByText(messages['patient.firstNameRequired'])).toBeVisible();
      await expect(main.getByText(messages['patient.consultantRequired'])).toBeVisible();
      await expect(main.getByText(messages['patient.stageRequired'])).toBeVisible();
      await expect(main.getByText(messages['patient.siteRequired'])).toBeVisible();
      await expectNoEnglish(page, '/patient-registration/0/0/doctor (empty form sent)');
      await keepScreenshot(page, testInfo, `${language}-registration-messages`);

      // The stage and site lists (master data), opened from the inputs their messages describe.
      for (const [key, what] of [
        ['patient.stageRequired', 'stage'],
        ['patient.siteRequired', 'site'],
      ] as const) {
        const select = await inputDescribedBy(page, messages[key]);
        await select.click();
        await expect(page.getByRole('option').first()).toBeVisible();
        await expectNoEnglish(page, `/patient-registration/0/0/doctor (${what} list open)`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('option')).toHaveCount(0);
      }
    });

    test("the super admin: the plans', coupon codes' and discount codes' tables", async ({
      page,
    }) => {
      await openLoginIn(page, language);
      await signIn(page, language, DEMO.superAdmin, DEMO_PASSWORD);
      await expectPath(page, '/dashboard');
      // A coupon for every plan, by percentage: its plan and kind are words of the product.
      await createCouponThroughApi(page.request, {
        planId: 0,
        discountBase: 'percentage',
        discountValue: 10,
      });
      for (const route of [
        '/admin/subscription_plan',
        '/admin/coupon-code',
        '/admin/discount-code',
      ]) {
        await page.goto(route);
        await expectLanguage(page, language);
        await expect(page.locator('main table tbody tr').first()).toBeVisible();
        await expectLoaded(page, language);
        await expectNoEnglish(page, route, DATA_ELEMENTS.adminTables);
      }
    });

    test('the hospital admin: the plans, and the payment page with its amounts', async ({
      page,
    }, testInfo) => {
      await openLoginIn(page, language);
      await signIn(page, language, DEMO.hospitalAdmin, DEMO_PASSWORD);
      await expectPath(page, /^\/(db|dashboard)/);

      await page.goto('/show-subscription-plan');
      await expectLanguage(page, language);
      const card = page.getByRole('article', { name: 'Hospital 100' });
      await expect(card).toContainText('₹');
      await expectLoaded(page, language);
      await expectNoEnglish(page, '/show-subscription-plan', DATA_ELEMENTS.plans);

      await card.getByRole('button').click();
      await expectPath(page, /^\/payment\/\d+\/\d+$/);
      await expectLanguage(page, language);
      await expect(page.getByTestId('final-amount')).toContainText('₹');
      await expectLoaded(page, language);
      await expectNoEnglish(page, '/payment/:user/:plan');

      // A coupon the server does not know: its refusal in the language, the price unchanged.
      const amounts = page.locator('section[aria-labelledby="amount-title"]');
      const price = await page.getByTestId('final-amount').innerText();
      await amounts.getByRole('textbox').fill('NOSUCH1');
      await amounts.getByRole('button').first().click();
      await expect(page.getByText(messages['coupon.notValid']).first()).toBeVisible();
      await expect(page.getByTestId('final-amount')).toHaveText(price);
      await expectNoEnglish(page, '/payment/:user/:plan (unknown coupon)');

      // Buy Plan asks first; the question is in the language too (nothing is bought here).
      await amounts.getByRole('textbox').fill('');
      await amounts.getByRole('button').last().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoEnglish(page, '/payment/:user/:plan (buy confirmation)');
      await keepScreenshot(page, testInfo, `${language}-payment-confirm`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}
