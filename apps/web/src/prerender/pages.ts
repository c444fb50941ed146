import { paths, PROGRAMMES } from '@portal/shared';
import { i18n } from '@/lib/i18n';
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
}

const page = (path: string, title: string, description: string): PrerenderedPage => ({
  path,
  title: i18n.t('ui.app.pageTitle', { title }),
  description,
});

const fromDocument = (path: string, copy: ContentDocument) => page(path, copy.title, copy.lead);

/** Every public page: the visitor's view of each is the same for everyone. */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  page(paths.home.path, i18n.t('ui.nav.home'), i18n.t('ui.app.description')),
  page(paths.login.path, i18n.t('ui.login.title'), i18n.t('ui.app.loginDescription')),
  page(
    paths.showSubscriptionPlan.path,
    i18n.t('ui.page.subscriptionPlan'),
    i18n.t('ui.subscriptions.plansIntro'),
  ),
  page(paths.contactUs.path, i18n.t('ui.contact.title'), i18n.t('ui.contact.intro')),
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
