import { describe, expect, it } from 'vitest';
import { doctorName } from './doctor-name';

describe('doctorName', () => {
  it('puts "Dr." in front of a name without the title', () => {
    expect(doctorName('Asha Mehta')).toBe('Dr. Asha Mehta');
    expect(doctorName(' Drishti Rao ')).toBe('Dr. Drishti Rao');
    expect(doctorName('परीक्षण')).toBe('Dr. परीक्षण');
    expect(doctorName('डालिया शाह')).toBe('Dr. डालिया शाह');
    expect(doctorName('ડોલી પટેલ')).toBe('Dr. ડોલી પટેલ');
    expect(doctorName('')).toBe('');
  });

  it('adds nothing to a name that carries the title, in English, Hindi or Gujarati', () => {
    for (const name of [
      'Dr. Asha',
      'Dr Asha',
      'DR.ASHA',
      'डॉ परीक्षण',
      'डॉ. परीक्षण',
      'डा. परीक्षण',
      'डॉक्टर परीक्षण',
      'ડૉ. આશા',
      'ડો આશા',
      'ડૉક્ટર આશા',
    ]) {
      expect(doctorName(name)).toBe(name);
    }
  });
});
