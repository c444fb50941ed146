import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DoctorPatientSaved } from './doctor-patient-register';

export interface BindDoctorPatientInput {
  patientId: number;
  consultantDoctorIds: number[];
}

/** Binds an existing patient to the session's hospital: one unit of quota (402 when none is left). */
export const bindDoctorPatient = ({ patientId, consultantDoctorIds }: BindDoctorPatientInput) =>
  api.post<DoctorPatientSaved>(`/patients/${patientId}/bind`, { body: { consultantDoctorIds } });

export function useBindDoctorPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindDoctorPatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
