import type { RouteObject } from 'react-router';
import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { localizedContent, type LocalizedContent } from '@/lib/localized-content';
import { loadProgrammeTexts } from '@/lib/programme-texts';
import { homeCopy, programmeExtrasCopy } from './copy/localized';
import type { ContentDocument } from './copy/types';

/*
 * The public pages of both seeds, except contact and find-doctor (their own features). Every
 * page is its own chunk; a document page downloads its text with it.
 */

// A page's code and its copy in the language in use download together.
const programmePage = async () => {
  const [{ ProgrammePage }] = await Promise.all([
    import('./pages/programme-page'),
    programmeExtrasCopy.load(),
    loadProgrammeTexts(),
  ]);
  return { Component: ProgrammePage };
};

type DocumentModule = Promise<{ document: ContentDocument }>;

/** A document page: its copy in each language, the one in use loaded with the page's code. */
function documentRoute(
  path: string,
  modules: { en: () => DocumentModule; hi: () => DocumentModule; gu: () => DocumentModule },
): RouteObject {
  const copy: LocalizedContent<ContentDocument> = localizedContent({
    en: async () => (await modules.en()).document,
    hi: async () => (await modules.hi()).document,
    gu: async () => (await modules.gu()).document,
  });
  return {
    path,
    lazy: async () => {
      const [{ DocumentPage }] = await Promise.all([
        import('./pages/document-page'),
        copy.load(),
        loadProgrammeTexts(),
      ]);
      return { Component: () => <DocumentPage copy={copy} /> };
    },
  };
}

export const contentRoutes: FeatureRoutes = {
  public: [
    {
      path: paths.home.path,
      lazy: async () => {
        const [{ HomePage }] = await Promise.all([
          import('./pages/home-page'),
          homeCopy.load(),
          loadProgrammeTexts(),
        ]);
        return { Component: HomePage };
      },
    },
    // One page component for every programme, so pages and the brochure never disagree. A
    // dynamic segment (ranked below every static path) keeps the programme list out of the
    // first download; an unknown name gets the not-found page.
    { path: ':programmeSlug', lazy: programmePage },
    documentRoute('/cancer-patient', {
      en: () => import('./copy/cancer-patient'),
      hi: () => import('./copy/hi/cancer-patient'),
      gu: () => import('./copy/gu/cancer-patient'),
    }),
    documentRoute('/normal-person', {
      en: () => import('./copy/normal-person'),
      hi: () => import('./copy/hi/normal-person'),
      gu: () => import('./copy/gu/normal-person'),
    }),
    documentRoute('/cancer-hospital', {
      en: () => import('./copy/cancer-hospital'),
      hi: () => import('./copy/hi/cancer-hospital'),
      gu: () => import('./copy/gu/cancer-hospital'),
    }),
    documentRoute('/government-regional-authorities', {
      en: () => import('./copy/governments'),
      hi: () => import('./copy/hi/governments'),
      gu: () => import('./copy/gu/governments'),
    }),
    documentRoute('/laboratory-pathology', {
      en: () => import('./copy/community-oncology'),
      hi: () => import('./copy/hi/community-oncology'),
      gu: () => import('./copy/gu/community-oncology'),
    }),
    documentRoute('/about-us', {
      en: () => import('./copy/about-us'),
      hi: () => import('./copy/hi/about-us'),
      gu: () => import('./copy/gu/about-us'),
    }),
    documentRoute('/possibility-to-add-more-in-future', {
      en: () => import('./copy/more-in-future'),
      hi: () => import('./copy/hi/more-in-future'),
      gu: () => import('./copy/gu/more-in-future'),
    }),
    documentRoute(paths.privacyPolicy.path, {
      en: () => import('./copy/privacy-policy'),
      hi: () => import('./copy/hi/privacy-policy'),
      gu: () => import('./copy/gu/privacy-policy'),
    }),
    documentRoute(paths.termsConditions.path, {
      en: () => import('./copy/terms-conditions'),
      hi: () => import('./copy/hi/terms-conditions'),
      gu: () => import('./copy/gu/terms-conditions'),
    }),
    documentRoute(paths.refundCancel.path, {
      en: () => import('./copy/refund-cancel'),
      hi: () => import('./copy/hi/refund-cancel'),
      gu: () => import('./copy/gu/refund-cancel'),
    }),
  ],
};
