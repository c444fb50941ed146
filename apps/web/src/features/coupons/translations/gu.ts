// Gujarati translation of the coupons texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { couponsTextValues } from '../text-values';

const texts: Translation<typeof couponsTextValues> = {
  'ui.coupons.backToDashboard': 'ડેશબોર્ડ પર પાછા જાઓ',
  'ui.coupons.delete': 'કાઢી નાખો',
  'ui.coupons.edit': 'ફેરફાર કરો',
  'ui.coupons.activate': 'સક્રિય કરો',
  'ui.coupons.deactivate': 'નિષ્ક્રિય કરો',
  'ui.coupons.cancelEdit': 'ફેરફાર રદ કરો',
  'ui.coupons.save': 'સેવ કરો',
  'ui.coupons.update': 'અપડેટ કરો',
  'ui.coupons.active': 'સક્રિય',
  'ui.coupons.inactive': 'નિષ્ક્રિય',
  'ui.coupons.actionsFor': '{name} માટે ક્રિયાઓ',

  // Coupon Code Plan (#/admin/coupon-code)
  'ui.coupons.couponTitle': 'કૂપન કોડ પ્લાન',
  'ui.coupons.couponIntro':
    'કૂપન, જે હોસ્પિટલો સબ્સ્ક્રિપ્શન પ્લાન ખરીદતી વખતે નાખે છે: નક્કી રકમની છૂટ અથવા ટકાવારીમાં છૂટ.',
  'ui.coupons.couponFormNew': 'નવો કૂપન કોડ',
  'ui.coupons.couponFormEdit': 'કૂપન કોડમાં ફેરફાર કરો: {name}',
  'ui.coupons.field.couponName': 'કૂપન કોડનું નામ',
  'ui.coupons.field.couponNameHint': 'વધુમાં વધુ 10 અક્ષર, અંક અથવા હાઇફન (-); કેપિટલ અક્ષરોમાં સેવ થાય છે.',
  'ui.coupons.field.plan': 'કયા પ્લાન માટે કૂપન કોડ',
  'ui.coupons.field.allPlans': 'બધા પ્લાન',
  'ui.coupons.field.planInactive': '{name} (નિષ્ક્રિય)',
  'ui.coupons.field.base': 'ડિસ્કાઉન્ટનો આધાર',
  'ui.coupons.field.price': 'ડિસ્કાઉન્ટની રકમ',
  'ui.coupons.field.priceFlat': 'પ્લાનની કિંમતમાંથી કેટલા રૂપિયા ઓછા.',
  'ui.coupons.field.pricePercent': 'પ્લાનની કિંમતના કેટલા ટકા (100 સુધી).',
  'ui.coupons.field.priceChooseBase': 'પહેલાં ડિસ્કાઉન્ટનો આધાર પસંદ કરો.',
  'ui.coupons.field.numberOfUser': 'વપરાશકર્તાઓની સંખ્યા',
  'ui.coupons.field.numberOfUserHint':
    'કેટલી સફળ ચુકવણીમાં આ કોડ વાપરી શકાય, વધુમાં વધુ 9 અંક. 0 અથવા ખાલી: કોઈ મર્યાદા નહીં.',
  'ui.coupons.couponList': 'કૂપન કોડ',
  'ui.coupons.col.srNo': 'ક્રમ નં.',
  'ui.coupons.col.name': 'કૂપનનું નામ',
  'ui.coupons.col.plan': 'પ્લાન',
  'ui.coupons.col.discount': 'ડિસ્કાઉન્ટ',
  'ui.coupons.col.base': 'ડિસ્કાઉન્ટનો આધાર',
  'ui.coupons.col.uses': 'વપરાશ / મર્યાદા',
  'ui.coupons.usesOfCap': '{cap}માંથી {used}',
  'ui.coupons.noLimit': 'કોઈ મર્યાદા નહીં',
  'ui.coupons.usedCount': '{used} વખત વપરાયો',
  'ui.coupons.heldCount': '{held} ચુકવણી ચાલુ છે',
  'ui.coupons.usedUp': 'પૂરો વપરાયો: કોઈ ઉપયોગ બાકી નથી',
  'ui.coupons.col.actions': 'ક્રિયાઓ',

  // Discount Code Plan (#/admin/discount-code)
  'ui.coupons.discountTitle': 'ડિસ્કાઉન્ટ કોડ પ્લાન',
  'ui.coupons.discountIntro':
    'ડિસ્કાઉન્ટ કોડ, જે દર્દીઓ કોઈ કાર્યક્રમની ચુકવણી કરતી વખતે નાખે છે; છૂટ ટકાવારીમાં હોય છે.',
  'ui.coupons.discountFormNew': 'નવો ડિસ્કાઉન્ટ કોડ',
  'ui.coupons.discountFormEdit': 'ડિસ્કાઉન્ટ કોડમાં ફેરફાર કરો: {name}',
  'ui.coupons.field.discountCode': 'કૂપન કોડ',
  'ui.coupons.field.discountPercent': 'ડિસ્કાઉન્ટ ટકાવારી',
  'ui.coupons.field.discountPercentHint': '1 થી 100 સુધીની પૂર્ણ ટકાવારી (દશાંશ નહીં).',
  'ui.coupons.discountList': 'ડિસ્કાઉન્ટ કોડ',
  'ui.coupons.col.id': 'ID',
  'ui.coupons.col.code': 'કૂપન કોડ',
  'ui.coupons.col.percent': 'ડિસ્કાઉન્ટ (%)',
  'ui.coupons.col.status': 'સ્થિતિ',
  'ui.coupons.discountConfirmDeactivate': 'શું તમે ખરેખર આ ડિસ્કાઉન્ટ કોડ નિષ્ક્રિય કરવા માંગો છો?',
  'ui.coupons.discountConfirmActivate': 'શું તમે ખરેખર આ ડિસ્કાઉન્ટ કોડ સક્રિય કરવા માંગો છો?',
};

export default texts;
