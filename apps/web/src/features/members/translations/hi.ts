// Hindi translation of the hospital members texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { membersTextValues } from '../text-values';

const texts: Translation<typeof membersTextValues> = {
  // Shared by the screens of this feature
  'ui.members.backToDashboard': 'डैशबोर्ड पर वापस जाएँ',
  'ui.members.confirmTitle': 'कृपया पुष्टि करें',
  'ui.members.cancel': 'रद्द करें',
  'ui.members.loadFailed': 'डॉक्टरों की जानकारी लोड नहीं हो सकी।',

  // The chief admin's Doctors screen (#/hospital/doctors)
  'ui.members.title': 'डॉक्टर',
  'ui.members.intro':
    '{hospital} के डॉक्टर: डॉक्टरों को आमंत्रित करें या जोड़ें, जुड़ने के अनुरोधों का जवाब दें, ' +
    'और मुख्य एडमिन की भूमिका किसी और को सौंपें।',
  'ui.members.chiefAdminName': 'मुख्य एडमिन: {name}।',
  'ui.members.tableLabel': 'अस्पताल के डॉक्टर',
  'ui.members.add': 'डॉक्टर जोड़ें',
  'ui.members.col.name': 'नाम',
  'ui.members.col.speciality': 'विशेषज्ञता (Speciality)',
  'ui.members.col.registrationNo': 'रजिस्ट्रेशन नं.',
  'ui.members.col.mobile': 'मोबाइल नंबर',
  'ui.members.col.role': 'भूमिका',
  'ui.members.col.since': 'कब से',
  'ui.members.col.status': 'स्थिति',
  'ui.members.col.actions': 'कार्रवाई',
  'ui.members.role.chiefAdmin': 'मुख्य एडमिन',
  'ui.members.role.doctor': 'डॉक्टर',
  'ui.members.status.active': 'सक्रिय',
  'ui.members.status.invited': 'आमंत्रित',
  'ui.members.status.requested': 'जुड़ने का अनुरोध किया',
  'ui.members.passwordPending': 'पासवर्ड अभी सेट नहीं हुआ',
  'ui.members.actionsFor': '{name} के लिए कार्रवाई',
  'ui.members.noActions': 'कोई कार्रवाई नहीं',
  'ui.members.remove': 'हटाएँ',
  'ui.members.makeChief': 'मुख्य एडमिन बनाएँ',
  'ui.members.approve': 'मंज़ूर करें',
  'ui.members.decline': 'अस्वीकार करें',
  'ui.members.confirmRemove':
    '{name} को अस्पताल से हटाएँ? उनके मरीज, अपॉइंटमेंट और क्लिनिकल रिकॉर्ड अस्पताल के पास ही रहेंगे।',
  'ui.members.confirmWithdraw':
    '{name} को हटाएँ? उनका आमंत्रण वापस ले लिया जाएगा; बाद में उन्हें फिर से आमंत्रित किया जा सकता है।',
  'ui.members.confirmDecline':
    'अस्पताल से जुड़ने का {name} का अनुरोध अस्वीकार करें? वे बाद में फिर से अनुरोध कर सकते हैं।',
  'ui.members.confirmMakeChief':
    '{name} को मुख्य एडमिन बनाएँ? इसके बाद आप अस्पताल के डॉक्टरों या उसके सब्सक्रिप्शन को नहीं संभाल पाएँगे।',

  // The Add doctor dialog
  'ui.members.addTitle': 'डॉक्टर जोड़ें',
  'ui.members.addIntro':
    'डॉक्टर का मोबाइल नंबर डालें। जिस डॉक्टर का अकाउंट पहले से है, उन्हें आमंत्रण भेजा जाता है ' +
    'और आमंत्रण स्वीकार करने पर वे जुड़ जाते हैं।',
  'ui.members.newDoctorTitle': 'नए डॉक्टर',
  'ui.members.submitAdd': 'डॉक्टर जोड़ें',
  'ui.members.submitCreate': 'अकाउंट बनाएँ और जोड़ें',

  // The hospital switcher in the header
  'ui.members.hospital': 'अस्पताल',

  // The invitations banner
  'ui.members.invitationsLabel': 'आमंत्रण',
  'ui.members.invitedBy': '{hospital} ने आपको जुड़ने के लिए आमंत्रित किया है।',
  'ui.members.accept': 'स्वीकार करें',
  'ui.members.declineInvitation': 'अस्वीकार करें',
  'ui.members.acceptLabel': '{hospital} का आमंत्रण स्वीकार करें',
  'ui.members.declineLabel': '{hospital} का आमंत्रण अस्वीकार करें',

  // Joining a hospital (#/hospital/join)
  'ui.members.joinTitle': 'किसी अस्पताल से जुड़ें',
  'ui.members.joinIntro':
    'ज़िले और नाम से अपना अस्पताल खोजें, और उससे जुड़ने का अनुरोध भेजें। अस्पताल के मुख्य एडमिन ' +
    'अनुरोध को मंज़ूरी देते हैं।',
  'ui.members.searchTitle': 'अस्पताल खोजें',
  'ui.members.hospitalName': 'अस्पताल का नाम',
  'ui.members.hospitalNameHint': 'ज़रूरी नहीं: नाम का कोई हिस्सा।',
  'ui.members.search': 'खोजें',
  'ui.members.resultsTitle': 'मिले हुए अस्पताल',
  'ui.members.resultsNone': 'इस ज़िले में कोई अस्पताल नहीं मिला। कोई दूसरा नाम या ज़िला आज़माएँ।',
  'ui.members.resultsHint': 'ज़िला चुनें और उसके अस्पताल देखने के लिए खोजें।',
  'ui.members.pincode': 'पिन {pincode}',
  'ui.members.askToJoin': 'जुड़ने का अनुरोध करें',
  'ui.members.askToJoinLabel': '{hospital} से जुड़ने का अनुरोध करें',
  'ui.members.isMember': 'सदस्य',
  'ui.members.isInvited': 'आमंत्रित — ऊपर की पट्टी (बैनर) से स्वीकार करें',
  'ui.members.isRequested': 'अनुरोध भेजा गया',
  'ui.members.requestsTitle': 'आपके अनुरोध',
  'ui.members.requestsNone': 'आपका कोई अनुरोध जवाब के इंतज़ार में नहीं है।',
  'ui.members.requestedOn': '{date} को अनुरोध किया',
  'ui.members.reminders.title': 'अपॉइंटमेंट की याद',
  'ui.members.reminders.intro':
    'मरीजों को हर अपॉइंटमेंट से एक दिन पहले इस समय (भारत) SMS मिलता है, जब तक उन्होंने मना न किया हो।',
  'ui.members.reminders.time': 'याद दिलाने का समय',
};

export default texts;
