import type { RouteObject } from 'react-router';
import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';
import type { ContentDocument } from './copy/types';

/*
 * The public pages of both seeds, except contact and find-doctor (their own features). Every
 * page is its own chunk; a document page downloads its text with it.
 */

const programmePage = async () => ({
  Component: (await import('./pages/programme-page')).ProgrammePage,
});

function documentRoute(
  path: string,
  load: () => Promise<{ document: ContentDocument }>,
): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ DocumentPage }, { document }] = await Promise.all([
        import('./pages/document-page'),
        load(),
      ]);
      return { Component: () => <DocumentPage document={document} /> };
    },
  };
}

export const contentRoutes: FeatureRoutes = {
  public: [
    {
      path: paths.home.path,
      lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
    },
    // One page component for every programme, so pages and the brochure never disagree. A
    // dynamic segment (ranked below every static path) keeps the programme list out of the
    // first download; an unknown name gets the not-found page.
    { path: ':programmeSlug', lazy: programmePage },
    documentRoute('/cancer-patient', () => import('./copy/cancer-patient')),
    documentRoute('/normal-person', () => import('./copy/normal-person')),
    documentRoute('/cancer-hospital', () => import('./copy/cancer-hospital')),
    documentRoute('/government-regional-authorities', () => import('./copy/governments')),
    documentRoute('/laboratory-pathology', () => import('./copy/community-oncology')),
    documentRoute('/about-us', () => import('./copy/about-us')),
    documentRoute('/possibility-to-add-more-in-future', () => import('./copy/more-in-future')),
    documentRoute(paths.privacyPolicy.path, () => import('./copy/privacy-policy')),
    documentRoute(paths.termsConditions.path, () => import('./copy/terms-conditions')),
    documentRoute(paths.refundCancel.path, () => import('./copy/refund-cancel')),
  ],
};
