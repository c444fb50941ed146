import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/language';
import valueNamesHi from '@portal/shared/translations/value-names.hi';
import { masterItem } from '../../test/master-item';
import { placeOptions, toId, toOption } from './form-values';

describe('toOption', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('names a master list entry in the language in use, else by its English name', async () => {
    const translated = masterItem(4, 'Early', 'stage', { nameHi: 'शुरुआती', nameGu: 'શરૂઆતનું' });
    const untranslated = masterItem(5, 'Advance', 'stage');
    expect(toOption(translated)).toEqual({ value: '4', label: 'Early' });

    await applyLanguage('hi');
    expect(toOption(translated)).toEqual({ value: '4', label: 'शुरुआती' });
    expect(toOption(untranslated).label).toBe('Advance');
    await applyLanguage('gu');
    expect(toOption(translated).label).toBe('શરૂઆતનું');
  });

  it('names a fixed value of the code (a gender) from the catalogue', async () => {
    await applyLanguage('hi');
    expect(toOption({ id: 1, name: 'Male' }).label).toBe(valueNamesHi['value.Male']);
  });
});

describe('placeOptions', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('names places in the language in use and sorts them in its alphabet', async () => {
    const places = [
      { id: 1, name: 'Surat', nameHi: 'सूरत', nameGu: 'સુરત' },
      { id: 2, name: 'Ahmedabad', nameHi: 'अहमदाबाद', nameGu: 'અમદાવાદ' },
      { id: 3, name: 'Kutch', nameHi: null, nameGu: null },
    ];
    expect(placeOptions(places).map((option) => option.label)).toEqual([
      'Ahmedabad',
      'Kutch',
      'Surat',
    ]);
    await applyLanguage('gu');
    expect(placeOptions(places).map((option) => option.value)).toEqual(['2', '1', '3']);
    expect(placeOptions(places).map((option) => option.label)).toEqual(['અમદાવાદ', 'સુરત', 'Kutch']);
  });
});

describe('toId', () => {
  it('reads a positive whole id from a select value, and nothing else', () => {
    expect(toId('12')).toBe(12);
    expect(toId(7)).toBe(7);
    expect(toId('012')).toBeNull();
    expect(toId('-3')).toBeNull();
    expect(toId(null)).toBeNull();
  });
});
