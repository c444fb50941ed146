// Hindi translation of the coupons texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { couponsTextValues } from '../text-values';

const texts: Translation<typeof couponsTextValues> = {
  'ui.coupons.backToDashboard': 'डैशबोर्ड पर वापस जाएँ',
  'ui.coupons.delete': 'हटाएँ',
  'ui.coupons.edit': 'बदलें',
  'ui.coupons.activate': 'सक्रिय करें',
  'ui.coupons.deactivate': 'निष्क्रिय करें',
  'ui.coupons.cancelEdit': 'बदलाव रद्द करें',
  'ui.coupons.save': 'सेव करें',
  'ui.coupons.update': 'अपडेट करें',
  'ui.coupons.active': 'सक्रिय',
  'ui.coupons.inactive': 'निष्क्रिय',
  'ui.coupons.actionsFor': '{name} के लिए कार्रवाई',

  // Coupon Code Plan (#/admin/coupon-code)
  'ui.coupons.couponTitle': 'कूपन कोड प्लान',
  'ui.coupons.couponIntro':
    'कूपन, जो अस्पताल सब्सक्रिप्शन प्लान खरीदते समय डालते हैं: तय रकम की छूट या प्रतिशत में छूट।',
  'ui.coupons.couponFormNew': 'नया कूपन कोड',
  'ui.coupons.couponFormEdit': 'कूपन कोड बदलें: {name}',
  'ui.coupons.field.couponName': 'कूपन कोड का नाम',
  'ui.coupons.field.couponNameHint':
    'ज़्यादा से ज़्यादा 10 अक्षर, अंक या हाइफ़न (-); बड़े अक्षरों (Capital) में सेव होता है।',
  'ui.coupons.field.plan': 'किस प्लान के लिए कूपन कोड',
  'ui.coupons.field.allPlans': 'सभी प्लान',
  'ui.coupons.field.planInactive': '{name} (निष्क्रिय)',
  'ui.coupons.field.base': 'डिस्काउंट का आधार',
  'ui.coupons.field.price': 'डिस्काउंट की रकम',
  'ui.coupons.field.priceFlat': 'प्लान की कीमत में से कितने रुपये कम।',
  'ui.coupons.field.pricePercent': 'प्लान की कीमत का कितना प्रतिशत (100 तक)।',
  'ui.coupons.field.priceChooseBase': 'पहले डिस्काउंट का आधार चुनें।',
  'ui.coupons.field.numberOfUser': 'उपयोगकर्ताओं की संख्या',
  'ui.coupons.field.numberOfUserHint':
    'कितने सफल भुगतानों में यह कोड इस्तेमाल हो सकता है, ज़्यादा से ज़्यादा 9 अंक। 0 या खाली: कोई सीमा नहीं।',
  'ui.coupons.couponList': 'कूपन कोड',
  'ui.coupons.col.srNo': 'क्र. सं.',
  'ui.coupons.col.name': 'कूपन का नाम',
  'ui.coupons.col.plan': 'प्लान',
  'ui.coupons.col.discount': 'डिस्काउंट',
  'ui.coupons.col.base': 'डिस्काउंट का आधार',
  'ui.coupons.col.uses': 'उपयोग / सीमा',
  'ui.coupons.usesOfCap': '{cap} में से {used}',
  'ui.coupons.noLimit': 'कोई सीमा नहीं',
  'ui.coupons.usedCount': '{used} बार उपयोग हुआ',
  'ui.coupons.heldCount': '{held} भुगतान चल रहे हैं',
  'ui.coupons.usedUp': 'पूरा इस्तेमाल: कोई उपयोग बाकी नहीं',
  'ui.coupons.col.actions': 'कार्रवाई',

  // Discount Code Plan (#/admin/discount-code)
  'ui.coupons.discountTitle': 'डिस्काउंट कोड प्लान',
  'ui.coupons.discountIntro':
    'डिस्काउंट कोड, जो मरीज किसी कार्यक्रम का भुगतान करते समय डालते हैं; छूट प्रतिशत में होती है।',
  'ui.coupons.discountFormNew': 'नया डिस्काउंट कोड',
  'ui.coupons.discountFormEdit': 'डिस्काउंट कोड बदलें: {name}',
  'ui.coupons.field.discountCode': 'कूपन कोड',
  'ui.coupons.field.discountPercent': 'डिस्काउंट प्रतिशत',
  'ui.coupons.field.discountPercentHint': '1 से 100 तक का पूरा प्रतिशत (दशमलव नहीं)।',
  'ui.coupons.discountList': 'डिस्काउंट कोड',
  'ui.coupons.col.id': 'ID',
  'ui.coupons.col.code': 'कूपन कोड',
  'ui.coupons.col.percent': 'डिस्काउंट (%)',
  'ui.coupons.col.status': 'स्थिति',
  'ui.coupons.discountConfirmDeactivate': 'क्या आप सच में यह डिस्काउंट कोड निष्क्रिय करना चाहते हैं?',
  'ui.coupons.discountConfirmActivate': 'क्या आप सच में यह डिस्काउंट कोड सक्रिय करना चाहते हैं?',
};

export default texts;
