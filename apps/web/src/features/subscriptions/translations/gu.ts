// Gujarati translation of the subscriptions texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { subscriptionsTextValues } from '../text-values';

const texts: Translation<typeof subscriptionsTextValues> = {
  // Shared by the screens of this feature
  'ui.subscriptions.delete': 'કાઢી નાખો',
  'ui.subscriptions.backToDashboard': 'ડેશબોર્ડ પર પાછા જાઓ',
  'ui.subscriptions.days_one': '{count} દિવસ',
  'ui.subscriptions.days_other': '{count} દિવસ',
  'ui.subscriptions.patients': '{count} દર્દીઓ',
  'ui.subscriptions.loadFailed': 'પ્લાન લોડ થઈ શક્યા નથી.',

  // Subscription plan admin (#/admin/subscription_plan)
  'ui.subscriptions.adminIntro':
    'પ્લાન એટલે દર્દીઓની નક્કી સંખ્યાના પૅક, જે હોસ્પિટલો ખરીદે છે. કોઈ હોસ્પિટલ પાસે ' +
    'હોય તે પ્લાન કાઢી પણ શકાતો નથી અને બંધ પણ કરી શકાતો નથી.',
  'ui.subscriptions.formNew': 'નવો સબ્સ્ક્રિપ્શન પ્લાન',
  'ui.subscriptions.formEdit': 'સબ્સ્ક્રિપ્શન પ્લાનમાં ફેરફાર: {name}',
  'ui.subscriptions.field.name': 'સબ્સ્ક્રિપ્શનનું નામ',
  'ui.subscriptions.field.type': 'સબ્સ્ક્રિપ્શનનો પ્રકાર',
  'ui.subscriptions.field.patientCount': 'દર્દીઓની સંખ્યા',
  'ui.subscriptions.field.duration': 'સમયગાળો (દિવસ)',
  'ui.subscriptions.field.price': 'સબ્સ્ક્રિપ્શનની કિંમત (INR)',
  'ui.subscriptions.field.priceHint': 'રૂપિયામાં કુલ રકમ, બધા ટેક્સ સહિત.',
  'ui.subscriptions.field.description': 'વર્ણન',
  'ui.subscriptions.save': 'સેવ કરો',
  'ui.subscriptions.update': 'અપડેટ કરો',
  'ui.subscriptions.cancelEdit': 'ફેરફાર રદ કરો',
  'ui.subscriptions.editorLoading': 'એડિટર લોડ થઈ રહ્યું છે…',
  'ui.subscriptions.listTitle': 'સબ્સ્ક્રિપ્શન પ્લાન',
  'ui.subscriptions.col.srNo': 'ક્રમ નં.',
  'ui.subscriptions.col.name': 'સબ્સ્ક્રિપ્શનનું નામ',
  'ui.subscriptions.col.type': 'સબ્સ્ક્રિપ્શનનો પ્રકાર',
  'ui.subscriptions.col.patientCount': 'દર્દીઓની સંખ્યા',
  'ui.subscriptions.col.duration': 'સમયગાળો',
  'ui.subscriptions.col.price': 'સબ્સ્ક્રિપ્શનની કિંમત (INR)',
  'ui.subscriptions.col.description': 'વર્ણન',
  'ui.subscriptions.col.action': 'ક્રિયા',
  'ui.subscriptions.inactive': 'બંધ',
  'ui.subscriptions.edit': 'ફેરફાર કરો',
  'ui.subscriptions.activate': 'ચાલુ કરો',
  'ui.subscriptions.deactivate': 'બંધ કરો',
  'ui.subscriptions.actionsFor': '{name} માટે ક્રિયાઓ',
  'ui.subscriptions.heldActive': 'કોઈ હોસ્પિટલ પાસે છે: કાઢી પણ શકાતો નથી અને બંધ પણ કરી શકાતો નથી.',
  'ui.subscriptions.heldInactive': 'કોઈ હોસ્પિટલ પાસે છે: કાઢી પણ શકાતો નથી અને ચાલુ પણ કરી શકાતો નથી.',

  // Public plan page (#/show-subscription-plan)
  'ui.subscriptions.plansIntro':
    'દરેક પ્લાનથી તમારી હોસ્પિટલ નક્કી દિવસો માટે નક્કી સંખ્યામાં દર્દીઓની નોંધણી કરી ' +
    'શકે છે. કિંમતો રૂપિયામાં છે, બધા ટેક્સ સહિત.',
  'ui.subscriptions.backToLogin': 'લૉગ ઇન પર પાછા જાઓ',
  'ui.subscriptions.payNow': 'હમણાં ચુકવણી કરો',
  'ui.subscriptions.duration': 'સમયગાળો',
  'ui.subscriptions.patientCount': 'દર્દીઓ',
  'ui.subscriptions.type': 'પ્રકાર',
  'ui.subscriptions.price': 'કિંમત',
  'ui.subscriptions.noPlans':
    'હમણાં કોઈ સબ્સ્ક્રિપ્શન પ્લાન વેચાણ માટે ઉપલબ્ધ નથી. કૃપા કરીને થોડા સમય પછી ફરી જુઓ.',
  'ui.subscriptions.activeNote':
    'તમારી હોસ્પિટલનું સબ્સ્ક્રિપ્શન ચાલુ છે: {count} દર્દીઓની નોંધણી બાકી છે. પ્લાન ' +
    'એકબીજામાં ઉમેરાય છે, એટલે બીજો પ્લાન ખરીદવાથી તેના દર્દીઓ પણ ઉમેરાઈ જાય છે.',
  'ui.subscriptions.chiefAdminOnly':
    'ફક્ત હોસ્પિટલના મુખ્ય એડમિન જ પ્લાન ખરીદી શકે છે. કૃપા કરીને તમારી હોસ્પિટલના મુખ્ય એડમિનને કહો.',

  // My Subscription (#/my_subscription)
  'ui.subscriptions.mineIntro': 'તમારી હોસ્પિટલે ખરીદેલા સબ્સ્ક્રિપ્શન પૅક.',
  'ui.subscriptions.totalPacks': 'કુલ સબ્સ્ક્રિપ્શન પૅક',
  'ui.subscriptions.totalRegistered': 'કુલ નોંધાયેલા દર્દીઓ',
  'ui.subscriptions.remaining': 'બાકી દર્દીઓ',
  'ui.subscriptions.col.totalPrice': 'કુલ કિંમત',
  'ui.subscriptions.col.paid': 'ચૂકવેલ',
  'ui.subscriptions.notPaidOnline': 'ઓનલાઇન ખરીદેલ નથી',
  'ui.subscriptions.receipt': 'રસીદ',
  'ui.subscriptions.receiptOf': '{plan} ની રસીદ',
  'ui.subscriptions.col.typeShort': 'પ્રકાર',
  'ui.subscriptions.col.remaining': 'બાકી',
  'ui.subscriptions.col.activation': 'ચાલુ થયાની તારીખ',
  'ui.subscriptions.col.deactivation': 'બંધ થવાની તારીખ',
  'ui.subscriptions.col.status': 'સ્થિતિ',
  'ui.subscriptions.expired': 'સમાપ્ત',
  'ui.subscriptions.current': 'ચાલુ',
  'ui.subscriptions.usedUp': 'પૂરો વપરાઈ ગયો',
  'ui.subscriptions.notStarted': 'શરૂ થયો નથી',
  'ui.subscriptions.buyMore': 'વધુ દર્દીઓ માટે પ્લાન ખરીદો',
  'ui.subscriptions.noHospital':
    'તમારું એકાઉન્ટ કોઈ હોસ્પિટલ સાથે જોડાયેલું નથી, તેથી બતાવવા માટે કોઈ સબ્સ્ક્રિપ્શન નથી.',
  'ui.subscriptions.editor.bold': 'બોલ્ડ',
  'ui.subscriptions.editor.italic': 'ઇટાલિક',
  'ui.subscriptions.editor.strike': 'કાપેલી લીટી',
  'ui.subscriptions.editor.clearFormatting': 'ફોર્મેટિંગ દૂર કરો',
  'ui.subscriptions.editor.heading2': 'શીર્ષક 2',
  'ui.subscriptions.editor.heading3': 'શીર્ષક 3',
  'ui.subscriptions.editor.heading4': 'શીર્ષક 4',
  'ui.subscriptions.editor.bulletList': 'બુલેટ યાદી',
  'ui.subscriptions.editor.orderedList': 'ક્રમાંકિત યાદી',
  'ui.subscriptions.editor.blockquote': 'અવતરણ',
  'ui.subscriptions.editor.link': 'લિંક',
  'ui.subscriptions.editor.unlink': 'લિંક દૂર કરો',
  'ui.subscriptions.editor.undo': 'પાછું કરો',
  'ui.subscriptions.editor.redo': 'ફરી કરો',
  'ui.subscriptions.editor.linkAddress': 'લિંકનું સરનામું',
  'ui.subscriptions.editor.linkSave': 'સાચવો',
  'ui.subscriptions.editor.linkNewTab': 'નવા ટૅબમાં ખુલશે',
  'ui.subscriptions.editor.linkSameTab': 'આ જ ટૅબમાં ખુલશે',
};

export default texts;
