import { describe, expect, it } from 'vitest';
import {
  CLINIC_REGISTER_TYPES,
  programmeByRegisterType,
  programmeByRoute,
  PROGRAMMES,
  SELF_REGISTER_TYPES,
  selfRegisterTypeOf,
} from './programmes';

describe('PROGRAMMES: routes', () => {
  it('gives every programme a route starting with "/"', () => {
    for (const programme of PROGRAMMES) expect(programme.route).toMatch(/^\/[a-z0-9-]+$/);
  });

  it('gives every programme a different route', () => {
    const routes = PROGRAMMES.map((programme) => programme.route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(PROGRAMMES.map((programme) => [programme.route, programme]))(
    'programmeByRoute finds %s',
    (route, programme) => {
      expect(programmeByRoute(route)).toBe(programme);
    },
  );

  it.each(['', '/', 'cancer-self-help-website', '/unknown', '/Cancer-Self-Help-Website'])(
    'programmeByRoute knows no programme at %j',
    (route) => {
      expect(programmeByRoute(route)).toBeUndefined();
    },
  );
});

describe('PROGRAMMES: prices of seed 001 section 9', () => {
  it.each([
    ['/cancer-self-help-website', 350],
    ['/cancer-awareness-talks', 350],
    ['/book-specific-investigations-near-you', 50],
    ['/community-programme', 5000],
    ['/online-second-opinion', 2000],
    ['/personalised-assistance-programme', 1500],
    ['/self-screening-static-page', 100],
    ['/telemedicine-support', 600],
    ['/tobacco-de-addiction', 1000],
    ['/find-cancer-expert-near-you', 50],
  ])('%s costs INR %i', (route, price) => {
    const programme = programmeByRoute(route);
    expect(programme).toBeDefined();
    expect(programme?.priceRupees).toBe(price);
    expect(programme?.priceLabel).toContain(price.toLocaleString('en-IN'));
  });

  it.each([
    ['self-help-platform', 350],
    ['cancer-awareness-talks', 350],
    ['online-second-opinion', 2000],
    ['personal-assistance-programme', 1500],
    ['self-screening', 100],
    ['tobacco-de-addiction', 1000],
  ])('the self-registration %s is charged INR %i', (registerType, price) => {
    expect(programmeByRegisterType(registerType)?.priceRupees).toBe(price);
  });

  it('has whole, positive rupee prices or none', () => {
    for (const programme of PROGRAMMES) {
      if (programme.priceRupees === null) continue;
      expect(Number.isInteger(programme.priceRupees)).toBe(true);
      expect(programme.priceRupees).toBeGreaterThan(0);
    }
  });
});

describe('PROGRAMMES: self-registration types', () => {
  it.each(SELF_REGISTER_TYPES.map((type) => [type]))(
    '%s belongs to exactly one programme',
    (type) => {
      const owners = PROGRAMMES.filter((programme) => programme.registerType === type);
      expect(owners).toHaveLength(1);
      expect(programmeByRegisterType(type)).toBe(owners[0]);
    },
  );

  it('uses only the known register types', () => {
    for (const programme of PROGRAMMES) {
      if (programme.registerType !== undefined) {
        expect(SELF_REGISTER_TYPES).toContain(programme.registerType);
      }
    }
  });

  it.each(['', 'unknown', 'telemedicine-support', 'SELF-SCREENING'])(
    'programmeByRegisterType knows no programme for %j',
    (type) => {
      expect(programmeByRegisterType(type)).toBeUndefined();
    },
  );

  it.each(SELF_REGISTER_TYPES.map((type) => [type]))('selfRegisterTypeOf keeps %s', (type) => {
    expect(selfRegisterTypeOf(type)).toBe(type);
  });

  it('resolves the seed’s other spelling to the one register type stored', () => {
    expect(selfRegisterTypeOf('personalised-assistance-programme')).toBe(
      'personal-assistance-programme',
    );
  });

  it.each([undefined, '', 'unknown', 'doctor', '0', 'toString', '__proto__', 'SELF-SCREENING'])(
    'selfRegisterTypeOf offers nothing for %j',
    (value) => {
      expect(selfRegisterTypeOf(value)).toBeUndefined();
    },
  );

  it('names the three clinic register types of the seed', () => {
    expect(CLINIC_REGISTER_TYPES).toHaveLength(3);
    expect([...CLINIC_REGISTER_TYPES].sort()).toEqual([
      'online-second-opinion',
      'personal-assistance-programme',
      'self-help-platform',
    ]);
    for (const type of CLINIC_REGISTER_TYPES) expect(SELF_REGISTER_TYPES).toContain(type);
  });
});

describe('PROGRAMMES: content', () => {
  it.each(PROGRAMMES.map((programme) => [programme.route, programme]))(
    '%s has a title, texts and at least one benefit',
    (_route, programme) => {
      expect(programme.title.trim()).not.toBe('');
      expect(programme.summary.trim()).not.toBe('');
      expect(programme.forWhom.trim()).not.toBe('');
      expect(programme.priceLabel.trim()).not.toBe('');
      expect(programme.duration.trim()).not.toBe('');
      expect(programme.whatYouGet.length).toBeGreaterThan(0);
    },
  );

  it('never offers both a self-registration and another register link', () => {
    for (const programme of PROGRAMMES) {
      expect(programme.registerType !== undefined && programme.registerHref !== undefined).toBe(
        false,
      );
    }
  });
});
