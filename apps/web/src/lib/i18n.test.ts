import { describe, expect, it } from 'vitest';
import { featureMessages, messageRef } from '@portal/shared';
import { messagesHi } from '@portal/shared/translations/messages.hi';
import { i18n, loadFeatureMessages, showTextsIn, translateMessage } from './i18n';

/*
 * The shared catalogue comes in two parts: the core with the first page, the features' messages
 * with the first page of a feature. A message is translated once its part is in.
 */
describe('the shared catalogue in its two parts', () => {
  const notYetDue = featureMessages['appointment.notYetDue'];

  it('translates a feature message only once a feature has brought it', async () => {
    // The first page: the core is there, the features' messages are not.
    expect(i18n.exists('common.tooLong')).toBe(true);
    expect(i18n.exists('appointment.notYetDue')).toBe(false);
    await showTextsIn('hi');
    expect(translateMessage(messageRef('common.tooLong', { max: 5 }))).toBe(
      messagesHi['common.tooLong'].replace('{max}', '5'),
    );
    // A sentence the page does not know yet is shown as it came.
    expect(translateMessage(notYetDue)).toBe(notYetDue);

    await loadFeatureMessages();
    expect(i18n.exists('appointment.notYetDue')).toBe(true);
    // Recognised by its English sentence and by its key, in the language in use.
    expect(translateMessage(notYetDue)).toBe(messagesHi['appointment.notYetDue']);
    expect(translateMessage(messageRef('appointment.notYetDue'))).toBe(
      messagesHi['appointment.notYetDue'],
    );
    await showTextsIn('en');
    expect(translateMessage(messageRef('appointment.notYetDue'))).toBe(notYetDue);
  });
});
