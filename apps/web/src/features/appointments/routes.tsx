import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the appointments feature (Appointments (to-do items): the patient-list dialog, the to-do page and the patient's own list); each page is its own chunk. */
export const appointmentsRoutes: FeatureRoutes = {
  // Relative to the patient list (its child route): #/patient-list/:patientId/appointments.
  patientListChildren: [
    {
      path: ':patientId/appointments',
      lazy: async () => ({
        Component: (await import('./pages/appointment-dialog')).AppointmentDialog,
      }),
    },
  ],
  restricted: [
    {
      permission: 'read:clinical',
      routes: [
        {
          path: paths.todoList.path,
          lazy: async () => ({
            Component: (await import('./pages/todo-list-page')).TodoListPage,
          }),
        },
      ],
    },
    {
      // The patient's own area; more specific than the #/care/* placeholder, so it wins.
      permission: 'read:own-care',
      routes: [
        {
          path: paths.myCare.path,
          lazy: async () => ({
            Component: (await import('./pages/my-care-page')).MyCarePage,
          }),
        },
      ],
    },
  ],
};
