// Gujarati translation of the listed values' names (../value-names.ts).
import type { Translation } from '@portal/shared';
import type { valueNames } from '../value-names';

const valueNamesGu: Translation<typeof valueNames> = {
  'value.Male': 'પુરુષ',
  'value.Female': 'સ્ત્રી',
  'value.Both': 'બંને (OPD અને IPD)',
  // Clinical details: status, intent, modality, ENE/ECS, plan and type of radiation.
  'value.On Going': 'ચાલુ છે',
  'value.Complete': 'પૂર્ણ',
  'value.Cure': 'રોગમુક્તિ (Cure)',
  'value.Palliation': 'રાહત આપતી સંભાળ (Palliation)',
  'value.Other': 'અન્ય',
  'value.Single': 'એક પદ્ધતિ (Single)',
  'value.Multi': 'અનેક પદ્ધતિઓ (Multi)',
  'value.Negative': 'નેગેટિવ (Negative)',
  'value.Positive': 'પોઝિટિવ (Positive)',
  'value.Primary': 'મુખ્ય સારવાર (Primary)',
  'value.Adjuvant': 'પછીની સહાયક (Adjuvant)',
  'value.Concurrent': 'સાથે-સાથે (Concurrent)',
  'value.Neo Adjuvant': 'પહેલાં અપાતી (Neo Adjuvant)',
  'value.Brachytherapy': 'બ્રેકીથેરાપી (Brachytherapy)',
};

export default valueNamesGu;
