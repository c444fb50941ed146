import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fhirExportAnswer,
  type FhirExportAnswer,
  type FhirExportResourceType,
} from '@portal/shared';
import { API_BASE, api } from '@/lib/api-client';

const fhirExportKey = (id: number | null) => ['hospital', 'fhir-exports', id] as const;

/** How often an export under way is asked for its progress. */
export const FHIR_EXPORT_POLL_MS = 2_000;

export const isUnderWay = (answer: FhirExportAnswer | undefined) =>
  answer?.state === 'queued' || answer?.state === 'running';

/** An export of the hospital, asked again every 2 s while it is queued or running. */
export function useFhirExport(id: number | null) {
  return useQuery({
    queryKey: fhirExportKey(id),
    queryFn: ({ signal }) =>
      api.get(`/hospital/fhir-exports/${id}`, { schema: fhirExportAnswer, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isUnderWay(query.state.data) ? FHIR_EXPORT_POLL_MS : false),
  });
}

/** Starts an export of the hospital (or finds the one under way): its first answer is cached. */
export function useStartFhirExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/hospital/fhir-exports', { schema: fhirExportAnswer }),
    onSuccess: (answer) => queryClient.setQueryData(fhirExportKey(answer.id), answer),
  });
}

/** Where the browser downloads one NDJSON file of a finished export (a GET with the session). */
export const fhirExportFileUrl = (id: number, resourceType: FhirExportResourceType) =>
  `${API_BASE}/hospital/fhir-exports/${id}/${resourceType}.ndjson`;

/** Where the browser downloads one patient as a FHIR Bundle. */
export const patientFhirUrl = (patientId: number) => `${API_BASE}/patients/${patientId}/fhir`;
