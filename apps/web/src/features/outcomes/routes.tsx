import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the outcomes feature (Functional outcomes: the patient-list dialog, results, charts and the patient's own questionnaires); each page is its own chunk. */
export const outcomesRoutes: FeatureRoutes = {
  // Relative to the patient list (its child route): #/patient-list/:patientId/functional-outcomes.
  patientListChildren: [
    {
      path: ':patientId/functional-outcomes',
      lazy: async () => ({
        Component: (await import('./pages/functional-outcome-dialog')).FunctionalOutcomeDialog,
      }),
    },
  ],
  restricted: [
    {
      permission: 'read:own-care',
      routes: [
        {
          path: paths.myQuestionnaires.path,
          lazy: async () => ({
            Component: (await import('./pages/my-questionnaires-page')).MyQuestionnairesPage,
          }),
        },
      ],
    },
  ],
};
