import { useMutation } from '@tanstack/react-query';
import {
  doctorRegistrationResponse,
  type DoctorRegisterType,
  type DoctorRegistration,
} from '@portal/shared';
import { api } from '@/lib/api-client';

export interface RegisterDoctorInput {
  registerType: DoctorRegisterType;
  data: DoctorRegistration;
}

/** 201 { userId, doctorId, hospitalId, message }; 409 when the mobile number is taken. */
export const registerDoctor = ({ registerType, data }: RegisterDoctorInput) =>
  api.post('/accounts/doctors', {
    query: { registerType },
    body: data,
    schema: doctorRegistrationResponse,
  });

export function useRegisterDoctor() {
  return useMutation({ mutationFn: registerDoctor });
}
