import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totp,
  totpStep,
} from './totp';

const ascii = (text: string) => Buffer.from(text, 'ascii');
/** The seeds of RFC 6238 appendix B, one per hash. */
const SEED = {
  sha1: ascii('12345678901234567890'),
  sha256: ascii('12345678901234567890123456789012'),
  sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
};
const at = (seconds: number) => new Date(seconds * 1000);

describe('hotp (RFC 4226 appendix D)', () => {
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  it.each(expected.map((code, counter) => [counter, code]))(
    'counter %i gives %s',
    (counter, code) => {
      expect(hotp(SEED.sha1, counter)).toBe(code);
    },
  );
});

describe('totp (RFC 6238 appendix B, 8 digits)', () => {
  const vectors: [number, string, keyof typeof SEED][] = [
    [59, '94287082', 'sha1'],
    [59, '46119246', 'sha256'],
    [59, '90693936', 'sha512'],
    [1111111109, '07081804', 'sha1'],
    [1111111109, '68084774', 'sha256'],
    [1111111109, '25091201', 'sha512'],
    [1111111111, '14050471', 'sha1'],
    [1111111111, '67062674', 'sha256'],
    [1111111111, '99943326', 'sha512'],
    [1234567890, '89005924', 'sha1'],
    [1234567890, '91819424', 'sha256'],
    [1234567890, '93441116', 'sha512'],
    [2000000000, '69279037', 'sha1'],
    [2000000000, '90698825', 'sha256'],
    [2000000000, '38618901', 'sha512'],
    [20000000000, '65353130', 'sha1'],
    [20000000000, '77737706', 'sha256'],
    [20000000000, '47863826', 'sha512'],
  ];
  it.each(vectors)('at %i s gives %s (%s)', (seconds, code, algorithm) => {
    expect(totp(SEED[algorithm], at(seconds), 8, algorithm)).toBe(code);
  });

  it('gives the 6-digit code apps show: the last six digits of the SHA-1 vectors', () => {
    expect(totp(SEED.sha1, at(59))).toBe('287082');
    expect(totp(SEED.sha1, at(1234567890))).toBe('005924');
    expect(totpStep(at(59))).toBe(1);
    expect(totpStep(at(60))).toBe(2);
  });
});

describe('matchTotp', () => {
  const secret = SEED.sha1;
  const now = at(1234567890); // step 41152263
  const step = totpStep(now);
  const codeAt = (offsetSteps: number) => hotp(secret, step + offsetSteps);

  it('accepts the code of now and of one step either side, answering its step', () => {
    expect(matchTotp(secret, codeAt(0), now, null)).toEqual({ step });
    expect(matchTotp(secret, codeAt(-1), now, null)).toEqual({ step: step - 1 });
    expect(matchTotp(secret, codeAt(1), now, null)).toEqual({ step: step + 1 });
  });

  it('refuses codes two steps away or more', () => {
    for (const offset of [-3, -2, 2, 3]) {
      const code = codeAt(offset);
      // A code that also happens to be the code of a step inside the window is not this test.
      if ([-1, 0, 1].some((inside) => codeAt(inside) === code)) continue;
      expect(matchTotp(secret, code, now, null)).toEqual({ step: null, reused: false });
    }
  });

  it('refuses a wrong code and a code of another secret', () => {
    const wrong = String((Number(codeAt(0)) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotp(secret, wrong, now, null).step).toBeNull();
    expect(matchTotp(newTotpSecret(), codeAt(0), now, null).step).toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier step (replay)', () => {
    expect(matchTotp(secret, codeAt(0), now, step)).toEqual({ step: null, reused: true });
    expect(matchTotp(secret, codeAt(-1), now, step)).toEqual({ step: null, reused: true });
    // The next step's code is still good after this one was used.
    expect(matchTotp(secret, codeAt(1), now, step)).toEqual({ step: step + 1 });
    // A code used at the end of its step is still refused half a minute later.
    expect(matchTotp(secret, codeAt(0), at(1234567890 + 30), step)).toEqual({
      step: null,
      reused: true,
    });
  });

  it('is found again for any moment within the window of its step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 89 }), (seconds) => {
        // From the start of the step before to the end of the step after.
        const moment = at((step - 1) * 30 + seconds);
        expect(matchTotp(secret, codeAt(0), moment, null)).toEqual({ step });
      }),
    );
  });
});

describe('base32', () => {
  it('follows RFC 4648 section 10 (without padding)', () => {
    const vectors = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(ascii(plain!))).toBe(encoded);
      expect(base32Decode(encoded!).toString('ascii')).toBe(plain);
    }
    expect(base32Encode(SEED.sha1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('mzxw 6ytb oi==').toString('ascii')).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow();
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
      }),
    );
  });
});

describe('otpauthUri', () => {
  it('writes the Key Uri Format with the issuer in the label and as a parameter', () => {
    expect(otpauthUri(SEED.sha1, 'Cancer Care Portal', '9000000001')).toBe(
      'otpauth://totp/Cancer%20Care%20Portal:9000000001?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Cancer%20Care%20Portal&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('makes 160-bit secrets that differ', () => {
    const one = newTotpSecret();
    expect(one).toHaveLength(20);
    expect(one.equals(newTotpSecret())).toBe(false);
  });
});
