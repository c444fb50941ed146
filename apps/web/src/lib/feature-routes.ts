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
}
