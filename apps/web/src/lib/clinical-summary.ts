import { clinicalStatusLabel, tnmText, type ClinicalVersion } from '@portal/shared';
import { valueName } from './i18n';

/**
 * A clinical details version in one line, in the language in use: site (sub site), T N M,
 * treatment and status. The names come from the server in the reader's language.
 */
export function clinicalSummary({
  details,
  names,
  status,
}: {
  details: Pick<
    ClinicalVersion['details'],
    'stagePrefix' | 'stageT' | 'stageN' | 'stageM' | 'stageGroup'
  >;
  names: ClinicalVersion['names'];
  status: number;
}): string {
  const site = names.subSite ? `${names.primarySite} (${names.subSite})` : names.primarySite;
  const stage = [tnmText(details), details.stageGroup].filter(Boolean).join(', ');
  return [site, stage, names.treatment, valueName(clinicalStatusLabel(status))]
    .filter(Boolean)
    .join(' · ');
}
