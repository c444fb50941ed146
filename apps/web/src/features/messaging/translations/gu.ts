// Gujarati translation of the outbox texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { messagingTextValues } from '../text-values';

const texts: Translation<typeof messagingTextValues> = {
  'ui.outbox.title': 'SMS આઉટબોક્સ',
  'ui.outbox.intro':
    'પોર્ટલે SMS દ્વારા મોકલેલા સંદેશા, સૌથી નવા પહેલાં, અને તે પહોંચ્યા કે નહીં. ડેમો મોડ ' +
    'સિવાય વન-ટાઇમ કોડ (OTP) અને પાસવર્ડ સેટ કરવાની લિંક છુપાવેલી રહે છે.',
  'ui.outbox.time': 'સમય',
  'ui.outbox.recipient': 'કોને મોકલ્યો',
  'ui.outbox.message': 'સંદેશ',
  'ui.outbox.status': 'સ્થિતિ',
  'ui.outbox.attempts': 'પ્રયાસો',
  'ui.outbox.lastError': 'છેલ્લી ભૂલ',
  'ui.outbox.status.queued': 'કતારમાં',
  'ui.outbox.status.sending': 'મોકલાઈ રહ્યો છે',
  'ui.outbox.status.sent': 'મોકલાયો',
  'ui.outbox.status.failed': 'નિષ્ફળ',
  'ui.outbox.status.delivered': 'પહોંચી ગયો',
  'ui.outbox.pagination': 'આઉટબોક્સનાં પેજ',
};

export default texts;
