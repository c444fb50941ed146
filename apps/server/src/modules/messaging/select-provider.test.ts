import { describe, expect, it } from 'vitest';
import { deliveryReportUrl, localOrigin } from './select-provider';

describe('localOrigin (where the local fake of MSG91 posts its delivery reports)', () => {
  it('is unknown before the server listens', () => {
    expect(localOrigin([])).toBeUndefined();
    expect(localOrigin(['/tmp/portal.sock'])).toBeUndefined();
  });

  it('replaces a wildcard address with the loopback one, IPv4 first', () => {
    expect(localOrigin([{ address: '0.0.0.0', family: 'IPv4', port: 3000 }])).toBe(
      'http://127.0.0.1:3000',
    );
    expect(
      localOrigin([
        { address: '::', family: 'IPv6', port: 3001 },
        { address: '127.0.0.1', family: 'IPv4', port: 3001 },
      ]),
    ).toBe('http://127.0.0.1:3001');
    expect(localOrigin([{ address: '::', family: 'IPv6', port: 3002 }])).toBe('http://[::1]:3002');
  });

  it('keeps a specific interface the server is bound to', () => {
    expect(localOrigin([{ address: '10.1.2.3', family: 'IPv4', port: 8080 }])).toBe(
      'http://10.1.2.3:8080',
    );
    expect(localOrigin([{ address: 'fd00::5', family: 'IPv6', port: 8080 }])).toBe(
      'http://[fd00::5]:8080',
    );
  });
});

describe('deliveryReportUrl', () => {
  it('is the report route with the secret in the query, as set in the panel of MSG91', () => {
    expect(deliveryReportUrl('http://127.0.0.1:3000', 'a secret/with+signs')).toBe(
      'http://127.0.0.1:3000/api/v1/messaging/sms/delivery-reports?key=a%20secret%2Fwith%2Bsigns',
    );
  });
});
