// Hindi translation of the listed values' names (../value-names.ts).
import type { Translation } from '@portal/shared';
import type { valueNames } from '../value-names';

const valueNamesHi: Translation<typeof valueNames> = {
  'value.Male': 'पुरुष',
  'value.Female': 'महिला',
  'value.Both': 'दोनों (OPD और IPD)',
  // Clinical details: status, intent, modality, ENE/ECS, plan and type of radiation.
  'value.On Going': 'चल रहा है',
  'value.Complete': 'पूरा हुआ',
  'value.Cure': 'रोग मुक्ति (Cure)',
  'value.Palliation': 'आराम देने वाली देखभाल (Palliation)',
  'value.Other': 'अन्य',
  'value.Single': 'एक पद्धति (Single)',
  'value.Multi': 'कई पद्धतियाँ (Multi)',
  'value.Negative': 'नेगेटिव (Negative)',
  'value.Positive': 'पॉज़िटिव (Positive)',
  'value.Primary': 'मुख्य इलाज (Primary)',
  'value.Adjuvant': 'बाद में सहायक (Adjuvant)',
  'value.Concurrent': 'साथ-साथ (Concurrent)',
  'value.Neo Adjuvant': 'पहले दी जाने वाली (Neo Adjuvant)',
  'value.Brachytherapy': 'ब्रैकीथेरेपी (Brachytherapy)',
};

export default valueNamesHi;
