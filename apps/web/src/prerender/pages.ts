import { paths, PROGRAMMES, type Plan } from '@portal/shared';
// The texts below are looked up as this module loads, so every namespace they come from must be
// registered first: the public pages' namespaces (app/texts.ts) and the plan page's, which
// otherwise registers only once that page's code loads, after this list was built.
import '@/app/texts';
import '@/features/subscriptions/text-values';
import { i18n, type TextKey } from '@/lib/i18n';
import type { PageData } from '@/lib/page-data';
import { document as aboutUs } from '@/features/content/copy/about-us';
import { document as cancerHospital } from '@/features/content/copy/cancer-hospital';
import { document as cancerPatient } from '@/features/content/copy/cancer-patient';
import { document as communityOncology } from '@/features/content/copy/community-oncology';
import { document as governments } from '@/features/content/copy/governments';
import { document as moreInFuture } from '@/features/content/copy/more-in-future';
import { document as normalPerson } from '@/features/content/copy/normal-person';
import { document as privacyPolicy } from '@/features/content/copy/privacy-policy';
import { document as refundCancel } from '@/features/content/copy/refund-cancel';
import { document as termsConditions } from '@/features/content/copy/terms-conditions';
import type { ContentDocument } from '@/features/content/copy/types';

/** A public page the build renders to HTML, with what search engines and link previews show. */
export interface PrerenderedPage {
  path: string;
  /** The tab title, as the page sets it once running. */
  title: string;
  description: string;
  /**
   * For a page whose content is data (the plans): the server renders it again with that data on
   * each visit, into the HTML the build writes beside the render entry (prerender.mjs). The
   * build renders it once with this sample, so that the CSS inlined in that HTML covers what
   * the data shows; the page's own file keeps the loader, for when the server cannot render.
   */
  sampleData?: PageData;
}

const page = (path: string, title: string, description: string): PrerenderedPage => ({
  path,
  title: i18n.t('ui.app.pageTitle', { title }),
  description,
});

/** A text in English; an unregistered key fails the build instead of shipping the key itself. */
function text(key: TextKey): string {
  if (!i18n.exists(key)) throw new Error(`prerender: the text ${key} is not registered`);
  return i18n.t(key);
}

const fromDocument = (path: string, copy: ContentDocument) => page(path, copy.title, copy.lead);

/** Plans whose cards use every part a plan's card can show (a description with a list). */
const SAMPLE_PLANS: Plan[] = [1, 2].map((id) => ({
  id,
  subscriptionName: `Sample plan ${id}`,
  subscriptionType: id,
  patientCount: 100 * id,
  duration: 365,
  totalPaise: 1_000_000 * id,
  description:
    '<p><strong>Sample</strong> <em>plan</em> <a href="https://example.org">terms</a></p><ul><li>One</li></ul><ol><li>Two</li></ol>',
  isActive: true,
}));

/** Every public page: the visitor's view of each is the same for everyone. */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  page(paths.home.path, text('ui.nav.home'), text('ui.app.description')),
  page(paths.login.path, text('ui.login.title'), text('ui.app.loginDescription')),
  {
    ...page(
      paths.showSubscriptionPlan.path,
      text('ui.page.subscriptionPlan'),
      text('ui.subscriptions.plansIntro'),
    ),
    sampleData: { activePlans: SAMPLE_PLANS },
  },
  page(paths.contactUs.path, text('ui.contact.title'), text('ui.contact.intro')),
  ...PROGRAMMES.map((programme) => page(programme.route, programme.title, programme.summary)),
  fromDocument('/cancer-patient', cancerPatient),
  fromDocument('/normal-person', normalPerson),
  fromDocument('/cancer-hospital', cancerHospital),
  fromDocument('/government-regional-authorities', governments),
  fromDocument('/laboratory-pathology', communityOncology),
  fromDocument('/about-us', aboutUs),
  fromDocument('/possibility-to-add-more-in-future', moreInFuture),
  fromDocument(paths.privacyPolicy.path, privacyPolicy),
  fromDocument(paths.termsConditions.path, termsConditions),
  fromDocument(paths.refundCancel.path, refundCancel),
];
