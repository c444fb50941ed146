import type { RouteObject } from 'react-router';
import type { Permission } from '@portal/shared';

/**
 * The routes a feature contributes. The app router places them: public ones in the site layout,
 * member ones behind the login guard, restricted ones behind the guard for their permission.
 */
export interface FeatureRoutes {
  public?: RouteObject[];
  member?: RouteObject[];
  restricted?: { permission: Permission; routes: RouteObject[] }[];
  /**
   * Dialogs opened from a patient-list row (appointments, functional outcomes): child routes of
   * the list, rendered in its outlet, so features stay apart and a dialog has its own address.
   */
  patientListChildren?: RouteObject[];
}

/** The id of the patient-list route, where the app router hangs `patientListChildren`. */
export const PATIENT_LIST_ROUTE_ID = 'patient-list';
