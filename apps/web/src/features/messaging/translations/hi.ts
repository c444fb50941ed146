// Hindi translation of the outbox texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { messagingTextValues } from '../text-values';

const texts: Translation<typeof messagingTextValues> = {
  'ui.outbox.title': 'SMS आउटबॉक्स',
  'ui.outbox.intro':
    'पोर्टल से SMS द्वारा भेजे गए संदेश, सबसे नए पहले, और वे पहुँचे या नहीं। डेमो मोड के ' +
    'अलावा वन-टाइम कोड (OTP) और पासवर्ड सेट करने के लिंक छिपे रहते हैं।',
  'ui.outbox.time': 'समय',
  'ui.outbox.recipient': 'किसे भेजा',
  'ui.outbox.message': 'संदेश',
  'ui.outbox.status': 'स्थिति',
  'ui.outbox.attempts': 'कोशिशें',
  'ui.outbox.lastError': 'आखिरी एरर',
  'ui.outbox.status.queued': 'कतार में',
  'ui.outbox.status.sending': 'भेजा जा रहा है',
  'ui.outbox.status.sent': 'भेजा गया',
  'ui.outbox.status.failed': 'फेल हुआ',
  'ui.outbox.status.delivered': 'पहुँच गया',
  'ui.outbox.pagination': 'आउटबॉक्स के पेज',
};

export default texts;
