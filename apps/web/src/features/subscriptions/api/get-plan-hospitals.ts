import { planAssignments } from '@portal/shared';
import { api } from '@/lib/api-client';

/**
 * The hospitals holding a plan (seed 001: the assignment check). Delete and activate/deactivate
 * ask it before their confirmation, so a plan that cannot change is refused at once; the server
 * checks again when the change is made.
 */
export const getPlanHospitals = (id: number) =>
  api.get(`/subscriptions/plans/${id}/hospitals`, { schema: planAssignments });
