import type { MasterKind } from '@portal/shared';

/**
 * Starting values of the digital care application's lists. Appointment (to-do) headings and
 * their activities, for the audience 'patient': what a cancer team asks a patient to do next.
 * Seeded only while a kind is empty (see ./masters.ts), so the super admin's edits stay.
 */
const TODO_ACTIVITIES: Record<string, string[]> = {
  'Follow-up Visit': [
    'OPD Review with Oncologist',
    'Post-operative Wound Check',
    'Review after Radiotherapy',
    'Review after Chemotherapy Cycle',
    'Annual Surveillance Visit',
  ],
  Investigation: [
    'Blood Tests (CBC, LFT, RFT)',
    'CT Scan',
    'PET-CT Scan',
    'Biopsy',
    'Tumour Marker Test',
  ],
  Treatment: [
    'Chemotherapy Cycle',
    'Radiotherapy Session',
    'Surgery Admission',
    'Targeted or Immunotherapy Dose',
  ],
  Counselling: [
    'Diet and Nutrition Counselling',
    'Tobacco Cessation Counselling',
    'Psychological Support Session',
    'Family Counselling',
  ],
  Rehabilitation: [
    'Physiotherapy',
    'Speech and Swallowing Therapy',
    'Lymphoedema Care',
    'Stoma Care Training',
  ],
};

export const CARE_MASTER_VALUES: Partial<Record<MasterKind, string[]>> = {
  todo_heading: Object.keys(TODO_ACTIVITIES),
};

export const CARE_MASTER_CHILD_VALUES: {
  kind: MasterKind;
  parentKind: MasterKind;
  children: Record<string, string[]>;
}[] = [{ kind: 'todo_activity', parentKind: 'todo_heading', children: TODO_ACTIVITIES }];
