// What other features and the app may use of the FHIR export: the chief admin's card of the
// hospital's bulk export, and the link that downloads one patient as a FHIR Bundle.
export { FhirExportCard } from './components/fhir-export-card';
export { PatientFhirLink } from './components/patient-fhir-link';
