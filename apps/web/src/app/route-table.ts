import { paths, type Permission } from '@portal/shared';
import type { RouteHandle } from '@/components/coming-soon-page';
import type { UiTextKey } from '@/lib/ui-text';

/*
 * Routes of the spec's route tables whose screens are not built yet. Each gets the shared
 * coming-soon page with its title. Paths missing from @portal/shared `paths` are listed here
 * until they move there.
 */

export interface PlannedRoute {
  path: string;
  handle: RouteHandle;
}

const route = (path: string, title: UiTextKey, description?: UiTextKey): PlannedRoute => ({
  path,
  handle: { title, ...(description ? { description } : {}) },
});

const publicRoute = (path: string, title: UiTextKey): PlannedRoute => ({
  path,
  handle: { title, isPublic: true },
});

/** Public pages: the public layout when logged out, the logged-in layout when logged in. */
export const plannedPublicRoutes: PlannedRoute[] = [
  publicRoute(paths.contactUs.path, 'ui.page.contactUs'),
  publicRoute(paths.showSubscriptionPlan.path, 'ui.page.subscriptionPlan'),
  publicRoute('/register/:type', 'ui.page.register'),
  // Reached logged out from the programme pages (person and patient ids 0): self-registration.
  publicRoute(paths.patientRegistration.path, 'ui.page.patientRegistration'),
  publicRoute(paths.privacyPolicy.path, 'ui.page.privacyPolicy'),
  publicRoute(paths.termsConditions.path, 'ui.page.termsConditions'),
  publicRoute(paths.refundCancel.path, 'ui.page.refundCancel'),
  publicRoute('/oncologies', 'ui.page.oncologies'),
  publicRoute('/about-us', 'ui.page.aboutUs'),
  publicRoute('/cancer-patient', 'ui.page.cancerPatient'),
  publicRoute('/cancer-hospital', 'ui.page.cancerHospital'),
  publicRoute('/normal-person', 'ui.page.normalPerson'),
  publicRoute('/government-regional-authorities', 'ui.page.governmentRegionalAuthorities'),
  publicRoute('/laboratory-pathology', 'ui.page.laboratoryPathology'),
  publicRoute('/possibility-to-add-more-in-future', 'ui.page.moreInFuture'),
  // Programme pages: the page takes its title from the shared PROGRAMMES catalogue (not read
  // here, so the catalogue's text stays out of the first download).
  ...[
    '/cancer-self-help-website',
    '/personalised-assistance-programme',
    '/online-second-opinion',
    '/telemedicine-support',
    '/self-screening-static-page',
    '/tobacco-de-addiction',
    '/cancer-awareness-talks',
    '/community-programme',
    '/book-specific-investigations-near-you',
    '/find-cancer-expert-near-you',
    '/online-treatment-opinion-of-cancer-experts',
    '/drugs-and-prosthesis',
    '/district-cancer-control-programme',
    '/mass-digital-pre-screening',
  ].map((path) => ({ path, handle: { isPublic: true } })),
];

/** Pages for any logged-in user. */
export const plannedMemberRoutes: PlannedRoute[] = [
  route(paths.mySubscription.path, 'ui.page.mySubscription'),
  route(paths.payment.path, 'ui.page.payment'),
  route('/payment-success/:paymentId/:subscriptionId', 'ui.page.paymentSuccess'),
  route('/payment-failed/:paymentId/:subscriptionId', 'ui.page.paymentFailed'),
  route(paths.patientPayment.path, 'ui.page.patientPayment', 'ui.comingSoon.patientPayment'),
];

/** Pages that need a permission (the server checks it again on every call). */
export const plannedRestrictedRoutes: { permission: Permission; routes: PlannedRoute[] }[] = [
  {
    permission: 'read:patients',
    routes: [
      route(paths.patientList.path, 'ui.page.patientList'),
      route(paths.clinicalDetails.path, 'ui.page.clinicalDetails'),
    ],
  },
  {
    permission: 'manage:masters',
    routes: [
      route(paths.mastersSection.path, 'ui.page.masters'),
      route('/master/stage_master', 'ui.page.stageMaster'),
      route('/master/site_master', 'ui.page.siteMaster'),
      route('/master/sub_site_master', 'ui.page.subSiteMaster'),
      route('/master/sub_type_master', 'ui.page.subTypeMaster'),
      route('/master/looking_for_master', 'ui.page.lookingForMaster'),
      route('/master/treatment_history_master', 'ui.page.treatmentHistoryMaster'),
      route('/master/treatment_status_master', 'ui.page.treatmentStatusMaster'),
    ],
  },
  {
    permission: 'manage:plans',
    routes: [route(paths.subscriptionPlanAdmin.path, 'ui.page.subscriptionPlanAdmin')],
  },
  {
    permission: 'manage:coupons',
    routes: [
      route(paths.couponCodeAdmin.path, 'ui.page.couponCode'),
      route(paths.discountCodeAdmin.path, 'ui.page.discountCode'),
    ],
  },
];
