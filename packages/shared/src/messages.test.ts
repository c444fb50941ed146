import { describe, expect, it } from 'vitest';
import { messageRef, placeholderNames } from './messages';
import { englishText, identifyMessage, message, messages, type MessageKey } from './all-messages';

const catalogue = new Set<string>(Object.values(messages));

/**
 * Section 8 ("The error catalogue") of both seeds, text by text, with the few other texts the
 * seeds quote for answers (section 7 of seed 000). Each must be a sentence of the catalogue,
 * as the seed writes it or with its spelling corrected (the second column, see spec-deviations).
 */
const SEED_TEXTS: [seedText: string, corrected?: string][] = [
  // Seed 000 section 8
  ['Username or password is invalid!'],
  ['Login Credential Invalid'],
  ['Error!'],
  ['Mobile number already register as UserName !'],
  ['User Name'],
  [' Password Not Match .', 'Password Not Match.'],
  ['Your subscription plan is over so please renew.'],
  ['Coupon Code Invalid Please Contact Admin Person!'],
  ['Password Change Successfully!'],
  ['Success!'],
  ['No data!'],
  ['Save Successfully!'],
  ['Update Successfully!'],
  ['Update!'],
  ['Delete Successfully!'],
  ['Status Change Successfully!'],
  ['Clinical Details Update Successfully!'],
  ['Patient Registration Successfully!'],
  ['Patient Update Successfully!'],
  ['Doctor Registration Successfully!'],
  ['Hospital'],
  // Seed 000 section 7: what the code answers show
  ['Invalid Otp Number!'],
  ['Otp verified suceessfully', 'Otp verified successfully'],
  // Seed 000 section 5, the messages a person sees most
  ['Please Agree Terms & Conditions'],
  ['Gender is required'],
  ['Subsite is required'],
  ['You are looking for is required'],
  ['Stages is required'],
  ['Clinic is required'],
  ['Please select Current Issue!'],
  ['Please select Treatment Name!'],
  ['Please select question of answer!'],
  // Seed 001 section 8
  ['sorry this coupon code is not valid please contact admin person'],
  ['Failed!'],
  ['sorry this coupon code is not valid for this subscription plan contact admin person'],
  ['congratulation you will get discount'],
  ['Success'],
  ['Payment Failed!'],
  ['Subscription plan already assign hospital you can not delete !'],
  ['warning!'],
  ['Subscription plan already assign hospital you can not active or deactive plan !'],
  ['Deactive Successfully!'],
  ['Active Successfully!'],
  ['Form saved successfully!'],
  ['Contact Us'],
  ['Once you Delete, all your data will be removed. Continue ?'],
  ['are you sure deactive this subscription plan ?'],
  ['are you sure active this subscription plan ?'],
  ['are you sure deactive this coupon code plan ?'],
  ['are you sure active this coupon code plan ?'],
  ['Are you sure want to buy this plan ?'],
];

/** Letters only, lower case: what a spelling or spacing correction keeps. */
const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

describe("the seeds' messages are the catalogue's", () => {
  it.each(SEED_TEXTS)('%j', (seedText, corrected) => {
    const text = corrected ?? seedText;
    expect(catalogue.has(text), `"${text}" is not in messages.ts`).toBe(true);
    if (corrected) {
      // A correction fixes spacing or one misspelt word, it does not change the sentence.
      const [a, b] = [letters(seedText), letters(corrected)];
      const sameLength = Math.abs(a.length - b.length) <= 2;
      expect(sameLength && a.slice(0, 8) === b.slice(0, 8)).toBe(true);
    }
  });
});

describe('message', () => {
  it('fills the named parameters and leaves unknown ones visible', () => {
    expect(message('common.tooLong', { max: 20 })).toBe('At most 20 characters');
    expect(message('member.invited', {})).toBe(
      '{name} has been invited. They join when they accept at their next login.',
    );
  });
});

describe('message refs: a rule carries the key, every reader shows it in their language', () => {
  const keys = Object.keys(messages) as MessageKey[];
  const sampleParams = (key: MessageKey) =>
    Object.fromEntries(placeholderNames(messages[key]).map((name, index) => [name, index + 7]));

  it('reads back the key and parameters of every ref', () => {
    for (const key of keys) {
      const params = sampleParams(key);
      const expected = Object.keys(params).length > 0 ? { key, params } : { key };
      expect(identifyMessage(messageRef(key, params))).toEqual(expected);
      expect(englishText(messageRef(key, params))).toBe(message(key, params));
    }
  });

  it('recognises the English sentence of every key, as older server code writes it out', () => {
    for (const key of keys) {
      const params = sampleParams(key);
      const found = identifyMessage(message(key, params));
      expect(found, key).not.toBeNull();
      // Two keys may share a sentence: either is the same text in English.
      expect(message(found!.key, found!.params ?? {})).toBe(message(key, params));
    }
  });

  it('reads a parameter that holds spaces and punctuation', () => {
    expect(identifyMessage('Export at most 31 days at a time')).toEqual({
      key: 'audit.exportRangeTooLong',
      params: { max: '31' },
    });
  });

  it('leaves a text outside the catalogue alone', () => {
    expect(identifyMessage('Body is too large')).toBeNull();
    expect(englishText('Body is too large')).toBe('Body is too large');
    expect(identifyMessage('common.tooLong|not json')).toBeNull();
    expect(identifyMessage('no.such.key|{"max":1}')).toBeNull();
    expect(identifyMessage('common.tooLong|{"max":{"nested":1}}')).toBeNull();
  });
});
