import { describe, expect, it } from 'vitest';
import { failureReason } from './failure-reason';

describe('failureReason', () => {
  it("says a known gateway code in the catalogue's words, from the callback or the status call", () => {
    expect(failureReason({ gatewayResponse: { RESPCODE: '227' }, gatewayMessage: 'x' })).toBe(
      'Your bank declined the payment. Try again, or pay another way.',
    );
    expect(failureReason({ gatewayResponse: { resultCode: '141' }, gatewayMessage: null })).toBe(
      'The payment was not completed.',
    );
    expect(failureReason({ gatewayResponse: { RESPCODE: '207' }, gatewayMessage: null })).toBe(
      'The card used has expired.',
    );
  });

  it("keeps the gateway's text for a code it does not know, and says something when there is none", () => {
    expect(
      failureReason({ gatewayResponse: { RESPCODE: '330' }, gatewayMessage: 'Paytm says no' }),
    ).toBe('Paytm says no');
    expect(failureReason({ gatewayResponse: null, gatewayMessage: null })).toBe(
      'The payment did not go through.',
    );
  });

  it('says an order closed after a day was not completed within it', () => {
    expect(
      failureReason({
        gatewayResponse: { source: 'portal', reason: 'abandoned' },
        gatewayMessage: 'Payment not completed within a day',
      }),
    ).toBe('The payment was not completed within a day.');
  });
});
