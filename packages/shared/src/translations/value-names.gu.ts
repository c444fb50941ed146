// Gujarati translation of the listed values' names (../value-names.ts).
import type { Translation } from '../languages';
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
  // The contact form's purposes and the coupon form's discount bases.
  'value.Need support for cancer patient': 'કેન્સરના દર્દી માટે મદદ જોઈએ છે',
  'value.Awareness campaign or screening program': 'જાગૃતિ અભિયાન અથવા તપાસ (સ્ક્રીનિંગ) કાર્યક્રમ',
  'value.Establishing this program in any cancer clinic / institute':
    'કોઈ કેન્સર ક્લિનિક / સંસ્થામાં આ કાર્યક્રમ શરૂ કરવો',
  'value.NGO to participate in our community program': 'અમારા સામુદાયિક કાર્યક્રમમાં જોડાવા માંગતી NGO',
  'value.As a medical doctor wanting to train for our community oncology program':
    'ડૉક્ટર તરીકે અમારા સામુદાયિક ઓન્કોલોજી કાર્યક્રમની તાલીમ લેવા માંગું છું',
  'value.Wish to donate to support our charity drive': 'અમારા સેવા અભિયાન માટે દાન આપવા માંગું છું',
  'value.Others': 'અન્ય',
  'value.Flat discount (INR)': 'નક્કી છૂટ (INR)',
  'value.Percentage discount (%)': 'ટકાવારી છૂટ (%)',
  // A patient's status in a hospital.
  'value.Alive': 'જીવિત',
  'value.Dead': 'મૃત',
  'value.Lost Follow-up': 'ફોલો-અપ ચૂકી ગયા',
  // A self-registered person's kind.
  'value.Cancer Patient': 'કેન્સરના દર્દી',
  'value.Normal Person': 'સામાન્ય વ્યક્તિ',
  // A hospital's type ('Other' is above).
  'value.Cancer': 'કેન્સર',
  'value.Multispeciality': 'મલ્ટી-સ્પેશિયાલિટી',
  // The AJCC chapters with a staging table built in.
  'value.Breast': 'સ્તન (Breast)',
  'value.Cervix uteri': 'ગર્ભાશયનું મુખ (Cervix uteri)',
  'value.Colon and rectum': 'મોટું આંતરડું અને મળાશય (Colon and rectum)',
  'value.Lung': 'ફેફસાં (Lung)',
  'value.Lip and oral cavity': 'હોઠ અને મુખ ગુહા (Lip and oral cavity)',
};

export default valueNamesGu;
