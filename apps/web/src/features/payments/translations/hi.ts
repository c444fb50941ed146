// Hindi translation of the payments texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { paymentsTextValues } from '../text-values';

const texts: Translation<typeof paymentsTextValues> = {
  // Payment (buy plan) screen
  'ui.payments.programmeTitle': 'कार्यक्रम का भुगतान',
  'ui.payments.myProgrammeTitle': 'मेरा कार्यक्रम',
  'ui.payments.programmeIntro':
    'आपने जिस कार्यक्रम के लिए रजिस्टर किया है, उसका भुगतान करें। भुगतान की पुष्टि होते ही ' +
    'आपका लॉग इन चालू हो जाता है।',
  'ui.payments.programmeOnlyForPatients':
    'यह पेज उन लोगों के लिए है जिन्होंने किसी कार्यक्रम के लिए रजिस्टर किया है। अस्पताल ' +
    'सब्सक्रिप्शन प्लान वाले पेज पर प्लान खरीदते हैं।',
  'ui.payments.programmePaidTitle': 'भुगतान हो चुका है',
  'ui.payments.hospitalRegisteredTitle': 'आपके अस्पताल द्वारा पंजीकृत',
  'ui.payments.hospitalRegistered':
    "आपके अस्पताल ने आपको अपने मरीज़ के रूप में पंजीकृत किया है, इसलिए यहाँ कुछ भी भुगतान नहीं करना है। आपके अपॉइंटमेंट और प्रश्नावली 'मेरी देखभाल' में हैं।",
  'ui.payments.openMyCare': 'मेरी देखभाल खोलें',
  'ui.payments.seeReceipt': 'रसीद देखें',
  'ui.payments.patientType': 'मरीज का प्रकार',
  'ui.payments.programmePrice': 'कार्यक्रम की कीमत',
  'ui.payments.months': 'महीने',
  'ui.payments.monthCount_one': '{count} महीना',
  'ui.payments.monthCount_other': '{count} महीने',
  'ui.payments.programmeDiscount': 'डिस्काउंट कोड',
  'ui.payments.programmeActivation':
    'आप सुरक्षित भुगतान पेज पर जाएँगे। भुगतान सफल होने के बाद आपका लॉग इन चालू हो जाएगा।',
  'ui.payments.intro': 'प्लान जाँच लें, अगर आपके पास कूपन कोड है तो उसे लागू करें, फिर सुरक्षित भुगतान करें।',
  'ui.payments.backToPlans': 'सब्सक्रिप्शन प्लान पर वापस जाएँ',
  'ui.payments.dashboard': 'डैशबोर्ड',
  'ui.payments.userSummary': 'आपकी जानकारी',
  'ui.payments.planSummary': 'सब्सक्रिप्शन प्लान',
  'ui.payments.fullName': 'पूरा नाम',
  'ui.payments.mobile': 'मोबाइल नंबर',
  'ui.payments.hospital': 'अस्पताल का नाम',
  'ui.payments.planName': 'सब्सक्रिप्शन का नाम',
  'ui.payments.patientCount': 'मरीजों की संख्या',
  'ui.payments.duration': 'अवधि',
  'ui.payments.type': 'सब्सक्रिप्शन का प्रकार',
  'ui.payments.description': 'विवरण',
  'ui.payments.price': 'सब्सक्रिप्शन की कीमत',
  'ui.payments.days_one': '{count} दिन',
  'ui.payments.days_other': '{count} दिन',
  'ui.payments.amountTitle': 'चुकाने वाली राशि',
  'ui.payments.couponCode': 'कूपन कोड',
  'ui.payments.couponHint': 'ज़रूरी नहीं। छूट की जाँच सर्वर पर होती है।',
  'ui.payments.apply': 'लागू करें',
  'ui.payments.applyFirst': 'खरीदने से पहले यह कूपन कोड लागू करें, या इसे हटा दें।',
  'ui.payments.discount': 'छूट ({code})',
  'ui.payments.finalAmount': 'कुल चुकाने वाली राशि',
  'ui.payments.buyPlan': 'प्लान खरीदें',
  'ui.payments.cancel': 'रद्द करें',
  'ui.payments.confirmTitle': 'कृपया पुष्टि करें',
  'ui.payments.redirecting': 'आपको सुरक्षित भुगतान पेज पर ले जा रहे हैं… कृपया यह विंडो बंद न करें।',
  'ui.payments.successTitle': 'सफल',
  'ui.payments.failedTitle': 'असफल!',
  'ui.payments.stackNote':
    'आपके अस्पताल के पास अभी {count} मरीजों के रजिस्ट्रेशन बाकी हैं; इस प्लान के मरीज उनमें जुड़ जाएँगे।',
  'ui.payments.planUnavailable': 'यह प्लान उपलब्ध नहीं है। कृपया कोई दूसरा प्लान चुनें।',
  'ui.payments.notChiefAdmin':
    'सिर्फ अस्पताल के मुख्य एडमिन ही प्लान खरीद सकते हैं। कृपया अपने अस्पताल के मुख्य एडमिन से कहें।',

  // Success and failed screens
  'ui.payments.detailsTitle': 'भुगतान का विवरण',
  'ui.payments.hospitalRegistrationNo': 'अस्पताल का रजिस्ट्रेशन नंबर',
  'ui.payments.email': 'ई-मेल आईडी',
  'ui.payments.itemName': 'सब्सक्रिप्शन प्लान',
  'ui.payments.programme': 'कार्यक्रम',
  'ui.payments.totalPatients': 'मरीजों की कुल संख्या',
  'ui.payments.amount': 'राशि',
  'ui.payments.orderId': 'ऑर्डर आईडी',
  'ui.payments.transactionId': 'ट्रांज़ैक्शन आईडी',
  'ui.payments.transactionDate': 'ट्रांज़ैक्शन की तारीख',
  'ui.payments.status': 'स्थिति',
  'ui.payments.statusFailed': 'असफल',
  'ui.payments.reason': 'कारण',
  'ui.payments.successHeading': 'भुगतान सफल रहा',
  'ui.payments.successText': 'धन्यवाद। यह पैक आपके अस्पताल के सब्सक्रिप्शन में जोड़ दिया गया है।',
  'ui.payments.successTextProgramme': 'धन्यवाद। आपका भुगतान मिल गया है।',
  'ui.payments.failedHeading': 'भुगतान नहीं हो सका',
  'ui.payments.failedText': 'इस ऑर्डर के लिए कोई पैसा नहीं कटा है। आप फिर से कोशिश कर सकते हैं।',
  'ui.payments.tryAgain': 'फिर से कोशिश करें',
  'ui.payments.goDashboard': 'डैशबोर्ड पर जाएँ',
  'ui.payments.goPatientList': 'मरीजों की सूची',
  'ui.payments.pendingHeading': 'भुगतान जारी है',
  'ui.payments.pendingText':
    'इस ऑर्डर के लिए पेमेंट गेटवे से अभी जवाब नहीं आया है। इसमें आम तौर पर थोड़ा ही समय लगता है।',
  'ui.payments.refresh': 'रिफ्रेश करें',
  'ui.payments.notFound': 'यह भुगतान नहीं मिला।',
  'ui.payments.notAvailable': 'उपलब्ध नहीं',
};

export default texts;
