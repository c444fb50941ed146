import {
  clinicalDetailsRecord,
  clinicalStatusLabel,
  codingOfVersion,
  masterNameIn,
  todayInIndia,
  ageOn,
  type ClinicalDetailsRecord,
  type Language,
  type MasterItemNames,
} from '@portal/shared';
import { behaviourOf, morphologyOf } from '@portal/shared/registry/icdo3-morphology';
import { topographyOf } from '@portal/shared/registry/icdo3-topography';
import { messageIn } from '@portal/shared/translations/messages-in';
import { valueNameIn } from '@portal/shared/translations/value-names-in';
import type { RegistryEpisode } from './repository';

/** The registry CSV's columns, in order: one catalogue title each (registry.csv.*). */
export const REGISTRY_COLUMNS = [
  'registry.csv.patientId',
  'registry.csv.name',
  'registry.csv.sex',
  'registry.csv.dateOfBirth',
  'registry.csv.age',
  'registry.csv.district',
  'registry.csv.state',
  'registry.csv.registeredOn',
  'registry.csv.vitalStatus',
  'registry.csv.followUpLost',
  'registry.csv.firstRecordedOn',
  'registry.csv.lastRecordedOn',
  'registry.csv.primarySite',
  'registry.csv.subSite',
  'registry.csv.topography',
  'registry.csv.topographyTitle',
  'registry.csv.histologicType',
  'registry.csv.morphology',
  'registry.csv.morphologyTitle',
  'registry.csv.behaviour',
  'registry.csv.icd10',
  'registry.csv.codingSource',
  'registry.csv.codingReview',
  'registry.csv.stagePrefix',
  'registry.csv.stageT',
  'registry.csv.stageN',
  'registry.csv.stageM',
  'registry.csv.stageGroup',
  'registry.csv.stageEdition',
  'registry.csv.intent',
  'registry.csv.treatment',
  'registry.csv.treatmentStatus',
  'registry.csv.dateOfSurgery',
  'registry.csv.primaryResection',
  'registry.csv.rtStartDate',
  'registry.csv.rtCompleteDate',
  'registry.csv.doseGy',
  'registry.csv.fractions',
  'registry.csv.chemoProtocol',
  'registry.csv.dateOfChemo',
] as const;

type Cell = string | number | null;

/** The master list entries a page of episodes refers to, by id. */
export type MasterNames = Map<number, MasterItemNames>;

/** The master ids a stored version refers to (for one lookup per page). */
export function masterIdsOf(details: ClinicalDetailsRecord | null): number[] {
  if (!details) return [];
  return [
    details.primarySiteId,
    details.subSiteId,
    details.histologicTypeId,
    details.treatmentId,
  ].filter((id): id is number => id !== null);
}

/** A stored version as the record schema reads it (older versions get their defaults). */
export const versionDetails = (episode: RegistryEpisode): ClinicalDetailsRecord | null =>
  episode.details ? clinicalDetailsRecord.parse(episode.details) : null;

const VITAL_STATUS_TEXT: Record<number, 'registry.csv.alive' | 'registry.csv.dead'> = {
  1: 'registry.csv.alive',
  2: 'registry.csv.dead',
};

/**
 * One episode as CSV cells, in REGISTRY_COLUMNS order: codes as codes, titles of ICD-O-3 codes
 * in English (their official language), list names, listed values and yes/no in the export's
 * language.
 */
export function registryRow(
  episode: RegistryEpisode,
  details: ClinicalDetailsRecord | null,
  names: MasterNames,
  language: Language,
): Cell[] {
  const text = (key: Parameters<typeof messageIn>[1]) => messageIn(language, key);
  const name = (id: number | null | undefined) => {
    const item = id === null || id === undefined ? undefined : names.get(id);
    return item ? masterNameIn(item, language) : null;
  };
  const coding = details ? codingOfVersion(details, (id) => names.get(id)?.name) : null;
  const vital = VITAL_STATUS_TEXT[episode.vitalStatus];
  return [
    episode.patientId,
    [episode.firstName, episode.middleName, episode.lastName].filter(Boolean).join(' '),
    episode.genderId === 1 ? text('registry.csv.male') : text('registry.csv.female'),
    episode.dateOfBirth,
    // The age at registration: from the date of birth when it is known (the age typed at
    // registration may be a year out), else as typed.
    episode.dateOfBirth
      ? ageOn(episode.dateOfBirth, todayInIndia(episode.registeredAt))
      : episode.age,
    episode.districtName,
    episode.stateName,
    todayInIndia(episode.registeredAt),
    vital ? text(vital) : null,
    episode.followUpLost ? text('registry.csv.yes') : text('registry.csv.no'),
    episode.firstRecordedOn,
    episode.lastRecordedOn,
    name(details?.primarySiteId),
    name(details?.subSiteId),
    coding?.topography ?? null,
    coding?.topography ? (topographyOf(coding.topography)?.label ?? null) : null,
    name(details?.histologicTypeId),
    coding?.morphology ?? null,
    coding?.morphology ? (morphologyOf(coding.morphology)?.label ?? null) : null,
    coding?.morphology ? behaviourOf(coding.morphology) : null,
    coding?.icd10 ?? null,
    coding?.source ?? null,
    coding?.review.join(' ') || null,
    details?.stagePrefix ?? null,
    details?.stageT ?? null,
    details?.stageN ?? null,
    details?.stageM ?? null,
    details?.stageGroup ?? null,
    details?.stageEdition ?? null,
    details?.intent ? valueNameIn(language, details.intent) : null,
    name(details?.treatmentId),
    details ? valueNameIn(language, clinicalStatusLabel(details.status)) : null,
    details?.dateOfSurgery ?? null,
    details?.primaryResection ?? null,
    details?.rtStartDate ?? null,
    details?.rtCompleteDate ?? null,
    details?.doseGy ?? null,
    details?.fractions ?? null,
    details?.chemoProtocol ?? null,
    details?.dateOfChemo ?? null,
  ];
}
