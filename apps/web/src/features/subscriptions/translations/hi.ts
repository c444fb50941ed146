// Hindi translation of the subscriptions texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { subscriptionsTextValues } from '../text-values';

const texts: Translation<typeof subscriptionsTextValues> = {
  // Shared by the screens of this feature
  'ui.subscriptions.delete': 'हटाएँ',
  'ui.subscriptions.backToDashboard': 'डैशबोर्ड पर वापस जाएँ',
  'ui.subscriptions.days_one': '{count} दिन',
  'ui.subscriptions.days_other': '{count} दिन',
  'ui.subscriptions.patients': '{count} मरीज',
  'ui.subscriptions.loadFailed': 'प्लान लोड नहीं हो सके।',

  // Subscription plan admin (#/admin/subscription_plan)
  'ui.subscriptions.adminIntro':
    'प्लान मरीजों की तय संख्या वाले पैक हैं, जिन्हें अस्पताल खरीदते हैं। जो प्लान किसी ' +
    'अस्पताल के पास है, उसे न हटाया जा सकता है, न बंद किया जा सकता है।',
  'ui.subscriptions.formNew': 'नया सब्सक्रिप्शन प्लान',
  'ui.subscriptions.formEdit': 'सब्सक्रिप्शन प्लान बदलें: {name}',
  'ui.subscriptions.field.name': 'सब्सक्रिप्शन का नाम',
  'ui.subscriptions.field.type': 'सब्सक्रिप्शन का प्रकार',
  'ui.subscriptions.field.patientCount': 'मरीजों की संख्या',
  'ui.subscriptions.field.duration': 'अवधि (दिन)',
  'ui.subscriptions.field.price': 'सब्सक्रिप्शन की कीमत (INR)',
  'ui.subscriptions.field.priceHint': 'रुपये में कुल राशि, सभी टैक्स सहित।',
  'ui.subscriptions.field.description': 'विवरण',
  'ui.subscriptions.save': 'सेव करें',
  'ui.subscriptions.update': 'अपडेट करें',
  'ui.subscriptions.cancelEdit': 'बदलाव रद्द करें',
  'ui.subscriptions.editorLoading': 'एडिटर लोड हो रहा है…',
  'ui.subscriptions.listTitle': 'सब्सक्रिप्शन प्लान',
  'ui.subscriptions.col.srNo': 'क्र. सं.',
  'ui.subscriptions.col.name': 'सब्सक्रिप्शन का नाम',
  'ui.subscriptions.col.type': 'सब्सक्रिप्शन का प्रकार',
  'ui.subscriptions.col.patientCount': 'मरीजों की संख्या',
  'ui.subscriptions.col.duration': 'अवधि',
  'ui.subscriptions.col.price': 'सब्सक्रिप्शन की कीमत (INR)',
  'ui.subscriptions.col.description': 'विवरण',
  'ui.subscriptions.col.action': 'कार्रवाई',
  'ui.subscriptions.inactive': 'बंद',
  'ui.subscriptions.edit': 'बदलें',
  'ui.subscriptions.activate': 'चालू करें',
  'ui.subscriptions.deactivate': 'बंद करें',
  'ui.subscriptions.actionsFor': '{name} के लिए कार्रवाई',
  'ui.subscriptions.heldActive': 'किसी अस्पताल के पास है: न हटाया जा सकता है, न बंद किया जा सकता है।',
  'ui.subscriptions.heldInactive': 'किसी अस्पताल के पास है: न हटाया जा सकता है, न चालू किया जा सकता है।',

  // Public plan page (#/show-subscription-plan)
  'ui.subscriptions.plansIntro':
    'हर प्लान से आपका अस्पताल तय दिनों के लिए तय संख्या में मरीजों का रजिस्ट्रेशन कर सकता ' +
    'है। कीमतें रुपये में हैं, सभी टैक्स सहित।',
  'ui.subscriptions.backToLogin': 'लॉग इन पर वापस जाएँ',
  'ui.subscriptions.payNow': 'अभी भुगतान करें',
  'ui.subscriptions.duration': 'अवधि',
  'ui.subscriptions.patientCount': 'मरीज',
  'ui.subscriptions.type': 'प्रकार',
  'ui.subscriptions.price': 'कीमत',
  'ui.subscriptions.noPlans': 'अभी कोई सब्सक्रिप्शन प्लान बिक्री के लिए नहीं है। कृपया कुछ समय बाद फिर देखें।',
  'ui.subscriptions.activeNote':
    'आपके अस्पताल का सब्सक्रिप्शन चालू है: {count} मरीजों के रजिस्ट्रेशन बाकी हैं। ' +
    'प्लान आपस में जुड़ते हैं, इसलिए एक और प्लान खरीदने पर उसके मरीज भी जुड़ जाते हैं।',
  'ui.subscriptions.chiefAdminOnly':
    'सिर्फ अस्पताल के मुख्य एडमिन ही प्लान खरीद सकते हैं। कृपया अपने अस्पताल के मुख्य एडमिन से कहें।',

  // My Subscription (#/my_subscription)
  'ui.subscriptions.mineIntro': 'आपके अस्पताल के खरीदे हुए सब्सक्रिप्शन पैक।',
  'ui.subscriptions.totalPacks': 'कुल सब्सक्रिप्शन पैक',
  'ui.subscriptions.totalRegistered': 'कुल रजिस्टर्ड मरीज',
  'ui.subscriptions.remaining': 'बाकी मरीज',
  'ui.subscriptions.col.totalPrice': 'कुल कीमत',
  'ui.subscriptions.col.paid': 'भुगतान किया',
  'ui.subscriptions.notPaidOnline': 'ऑनलाइन नहीं खरीदा गया',
  'ui.subscriptions.receipt': 'रसीद',
  'ui.subscriptions.receiptOf': '{plan} की रसीद',
  'ui.subscriptions.col.typeShort': 'प्रकार',
  'ui.subscriptions.col.remaining': 'बाकी',
  'ui.subscriptions.col.activation': 'चालू होने की तारीख',
  'ui.subscriptions.col.deactivation': 'बंद होने की तारीख',
  'ui.subscriptions.col.status': 'स्थिति',
  'ui.subscriptions.expired': 'समाप्त',
  'ui.subscriptions.current': 'चालू',
  'ui.subscriptions.usedUp': 'पूरा इस्तेमाल हो गया',
  'ui.subscriptions.notStarted': 'शुरू नहीं हुआ',
  'ui.subscriptions.buyMore': 'और मरीजों के लिए प्लान खरीदें',
  'ui.subscriptions.noHospital':
    'आपका खाता किसी अस्पताल से जुड़ा नहीं है, इसलिए दिखाने के लिए कोई सब्सक्रिप्शन नहीं है।',
  'ui.subscriptions.editor.bold': 'बोल्ड',
  'ui.subscriptions.editor.italic': 'इटैलिक',
  'ui.subscriptions.editor.strike': 'काटी हुई लाइन',
  'ui.subscriptions.editor.clearFormatting': 'फ़ॉर्मैटिंग हटाएँ',
  'ui.subscriptions.editor.heading2': 'शीर्षक 2',
  'ui.subscriptions.editor.heading3': 'शीर्षक 3',
  'ui.subscriptions.editor.heading4': 'शीर्षक 4',
  'ui.subscriptions.editor.bulletList': 'बुलेट सूची',
  'ui.subscriptions.editor.orderedList': 'क्रमांकित सूची',
  'ui.subscriptions.editor.blockquote': 'उद्धरण',
  'ui.subscriptions.editor.link': 'लिंक',
  'ui.subscriptions.editor.unlink': 'लिंक हटाएँ',
  'ui.subscriptions.editor.undo': 'पूर्ववत करें',
  'ui.subscriptions.editor.redo': 'फिर से करें',
  'ui.subscriptions.editor.linkAddress': 'लिंक का पता',
  'ui.subscriptions.editor.linkSave': 'सहेजें',
  'ui.subscriptions.editor.linkNewTab': 'नए टैब में खुलेगा',
  'ui.subscriptions.editor.linkSameTab': 'इसी टैब में खुलेगा',
};

export default texts;
