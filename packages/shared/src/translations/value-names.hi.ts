// Hindi translation of the listed values' names (../value-names.ts).
import type { Translation } from '../languages';
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
  // The contact form's purposes and the coupon form's discount bases.
  'value.Need support for cancer patient': 'कैंसर मरीज के लिए मदद चाहिए',
  'value.Awareness campaign or screening program': 'जागरूकता अभियान या जाँच (स्क्रीनिंग) कार्यक्रम',
  'value.Establishing this program in any cancer clinic / institute':
    'किसी कैंसर क्लिनिक / संस्थान में यह कार्यक्रम शुरू करना',
  'value.NGO to participate in our community program': 'हमारे सामुदायिक कार्यक्रम में जुड़ने वाली NGO',
  'value.As a medical doctor wanting to train for our community oncology program':
    'डॉक्टर के रूप में हमारे सामुदायिक ऑन्कोलॉजी कार्यक्रम की ट्रेनिंग लेना चाहता/चाहती हूँ',
  'value.Wish to donate to support our charity drive':
    'हमारे सेवा अभियान के लिए दान देना चाहता/चाहती हूँ',
  'value.Others': 'अन्य',
  'value.Flat discount (INR)': 'तय छूट (INR)',
  'value.Percentage discount (%)': 'प्रतिशत छूट (%)',
  // A patient's status in a hospital.
  'value.Alive': 'जीवित',
  'value.Dead': 'मृत',
  'value.Lost Follow-up': 'फॉलो-अप से छूटे',
  // A self-registered person's kind.
  'value.Cancer Patient': 'कैंसर मरीज',
  'value.Normal Person': 'सामान्य व्यक्ति',
  // A hospital's type ('Other' is above).
  'value.Cancer': 'कैंसर',
  'value.Multispeciality': 'मल्टी-स्पेशियलिटी',
  // The AJCC chapters with a staging table built in.
  'value.Breast': 'स्तन (Breast)',
  'value.Cervix uteri': 'गर्भाशय ग्रीवा (Cervix uteri)',
  'value.Colon and rectum': 'बड़ी आंत और मलाशय (Colon and rectum)',
  'value.Lung': 'फेफड़ा (Lung)',
  'value.Lip and oral cavity': 'होंठ और मुख गुहा (Lip and oral cavity)',
};

export default valueNamesHi;
