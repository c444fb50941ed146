import type { FhirResource } from './types';

/**
 * A Bundle of type collection of some resources. Each entry's fullUrl is `base/Type/id`, so the
 * resources' relative references (`Patient/12`) resolve to entries of the Bundle, as FHIR's
 * rules for references inside a Bundle read them.
 */
export function collectionBundle(base: string, resources: FhirResource[], timestamp: Date) {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: timestamp.toISOString(),
    entry: resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
    })),
  };
}

/** A resource as one NDJSON line (JSON without line breaks, then a newline). */
export const ndjsonLine = (resource: FhirResource) => `${JSON.stringify(resource)}\n`;
