import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the outcomes feature (Functional outcomes: the patient-list dialog, results, charts, the patient's own questionnaires and the super admin's scales); each page is its own chunk. */
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
      permission: 'manage:masters',
      routes: [
        {
          path: paths.outcomeScales.path,
          lazy: async () => ({
            Component: (await import('./pages/outcome-scales-page')).OutcomeScalesPage,
          }),
        },
      ],
    },
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
