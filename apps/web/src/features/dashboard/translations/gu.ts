// Gujarati translation of the dashboard texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { dashboardTextValues } from '../text-values';

const texts: Translation<typeof dashboardTextValues> = {
  'ui.dashboard.title': 'ડેશબોર્ડ',
  'ui.dashboard.welcome': 'સ્વાગત છે, {name}',
  'ui.dashboard.adminIntro': 'માસ્ટર ડેટા, સબ્સ્ક્રિપ્શન પ્લાન અને કોડ સંભાળો.',
  'ui.dashboard.mastersText': 'સ્ટેજ, કેન્સરનું સ્થાન (Site), પેટા-સ્થાન (Sub Site) અને બીજી ક્લિનિકલ યાદીઓ.',
  'ui.dashboard.plansText': 'સબ્સ્ક્રિપ્શન પ્લાન બનાવો અને તેમને અપડેટ રાખો.',
  'ui.dashboard.paymentsText':
    'શરૂ થયેલી દરેક ચુકવણી, સફળ, નિષ્ફળ કે બાકી, ગેટવેના રેફરન્સ સાથે; CSV માં એક્સપોર્ટ કરો.',
  'ui.dashboard.couponsText': 'કૂપન, જે હોસ્પિટલો સબ્સ્ક્રિપ્શન પ્લાન ખરીદતી વખતે નાખે છે.',
  'ui.dashboard.discountsText': 'ડિસ્કાઉન્ટ કોડ, જે દર્દીઓ કોઈ કાર્યક્રમની ચુકવણી કરતી વખતે નાખે છે.',
  'ui.dashboard.outboxText': 'પોર્ટલ જે SMS મોકલે છે તે, અને તે પહોંચ્યા કે નહીં.',
  'ui.dashboard.hospital': 'હોસ્પિટલ',
  'ui.dashboard.remainingQuota': 'તમે હજુ આટલા દર્દીઓની નોંધણી કરી શકો છો',
  'ui.dashboard.activeSubscription': 'ચાલુ સબ્સ્ક્રિપ્શન',
  'ui.dashboard.patientRegistration': 'દર્દી નોંધણી',
  'ui.dashboard.patientList': 'દર્દીઓની યાદી',
  'ui.dashboard.viewPlans': 'સબ્સ્ક્રિપ્શન પ્લાન જુઓ',
  'ui.dashboard.noHospital':
    'તમારું એકાઉન્ટ કોઈ હોસ્પિટલ સાથે જોડાયેલું નથી, તેથી બતાવવા માટે દર્દીઓનો કોઈ ડેટાબેસ ' +
    'નથી. તાલીમ અને સામુદાયિક કાર્યક્રમો તમારા માટે ખુલ્લા છે; કોઈ હોસ્પિટલના એડમિન તમને ' +
    'તેમની હોસ્પિટલમાં ઉમેરી શકે છે.',
  'ui.dashboard.joinHospital': 'કોઈ હોસ્પિટલ સાથે જોડાઓ',
  'ui.dashboard.manageDoctors': 'ડૉક્ટરોનું સંચાલન કરો',
  'ui.dashboard.patientNote': 'તમારો સંભાળ કાર્યક્રમ ડિજિટલ સંભાળ એપ્લિકેશનમાં છે.',
  'ui.dashboard.openCare': 'મારી સંભાળ ખોલો',
};

export default texts;
