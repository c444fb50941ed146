import { describe, expect, it } from 'vitest';
import type { GatewayRedirect } from '@portal/shared';
import { inAppTarget } from './gateway-form';

const redirect = (url: string, overrides: Partial<GatewayRedirect> = {}): GatewayRedirect => ({
  orderId: 'PLN1',
  method: 'GET',
  url,
  fields: {},
  ...overrides,
});

describe('inAppTarget', () => {
  it("opens a fully discounted order's result inside the app", () => {
    expect(inAppTarget(redirect('/payment-success/PLN1/3'))).toBe('/payment-success/PLN1/3');
    expect(inAppTarget(redirect('/#/payment-success/PLN1/3'))).toBe('/payment-success/PLN1/3');
  });

  it('leaves the gateway, another site and a form with fields to the browser', () => {
    expect(inAppTarget(redirect('https://gateway.example/pay'))).toBeNull();
    expect(inAppTarget(redirect('//gateway.example/pay'))).toBeNull();
    expect(
      inAppTarget(redirect('/sandbox-gateway/pay', { method: 'POST', fields: { MID: 'x' } })),
    ).toBeNull();
    expect(inAppTarget(redirect('/sandbox-gateway/pay', { fields: { MID: 'x' } }))).toBeNull();
  });
});
