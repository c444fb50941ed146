// Gujarati translation of the audit log texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { auditTextValues } from '../text-values';

const texts: Translation<typeof auditTextValues> = {
  'ui.audit.intro':
    'દરેક લૉગ ઇન, દર્દીની માહિતી દરેક વખતે જોવાઈ કે બદલાઈ, અને એડમિને કરેલો દરેક ફેરફાર. ' +
    'એન્ટ્રી બદલી કે કાઢી શકાતી નથી.',
  'ui.audit.filters': 'ઑડિટ લૉગમાં શોધો',
  'ui.audit.patientId': 'દર્દી નંબર',
  'ui.audit.patientIdHint': 'દા.ત. 1024',
  'ui.audit.actorMobile': 'વપરાશકર્તાનો મોબાઇલ નંબર',
  'ui.audit.action': 'ક્રિયા',
  'ui.audit.actionHint': 'દા.ત. patient.read અથવા patient.',
  'ui.audit.from': 'ક્યારથી',
  'ui.audit.to': 'ક્યાં સુધી',
  'ui.audit.search': 'શોધો',
  'ui.audit.clear': 'સાફ કરો',
  'ui.audit.export': 'CSV એક્સપોર્ટ કરો',
  'ui.audit.exportHint': 'આ ફિલ્ટરવાળી, બંને તારીખો વચ્ચેની એન્ટ્રી એક્સપોર્ટ થાય છે (વધુમાં વધુ {max} દિવસ).',
  'ui.audit.exportStarted': 'CSV ફાઇલ ડાઉનલોડ થઈ રહી છે.',
  'ui.audit.col.time': 'સમય',
  'ui.audit.col.user': 'વપરાશકર્તા',
  'ui.audit.col.action': 'ક્રિયા',
  'ui.audit.col.subject': 'રેકોર્ડ',
  'ui.audit.col.ip': 'સરનામું (IP)',
  'ui.audit.col.detail': 'વિગત',
  'ui.audit.systemUser': 'સિસ્ટમ અથવા લૉગ આઉટ થયેલ વપરાશકર્તા',
  'ui.audit.goneUser': 'વપરાશકર્તા {id} (કાઢી નાખેલ)',
  'ui.audit.userType.super_admin': 'સુપર એડમિન',
  'ui.audit.userType.doctor': 'ડૉક્ટર',
  'ui.audit.userType.patient': 'દર્દી',
  'ui.audit.userType.guest': 'મહેમાન',
  'ui.audit.loadMore': 'જૂની એન્ટ્રી બતાવો',
  'ui.audit.end': 'આનાથી જૂની કોઈ એન્ટ્રી નથી.',
  'ui.audit.shown': '{count} એન્ટ્રી બતાવી છે',
};

export default texts;
