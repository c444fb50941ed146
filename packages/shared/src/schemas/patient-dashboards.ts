// Contracts of the patient-dashboards domain: request and response schemas, with the spec's limits.
export {};
