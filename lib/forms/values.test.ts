import { fieldValue, isComplete, limit, normalise } from '@/lib/forms/values';

const id = { kind: 'identifier' as const, length: 6 };

describe('what a typed value becomes', () => {
  it('drops invisible format characters and spaces around an ID, and composes accents (NFC)', () => {
    expect(normalise(id, '\u200bSHRX01')).toBe('SHRX01');
    expect(normalise(id, 'SH\u200dRX01')).toBe('SHRX01');
    expect(normalise(id, '\ufeff SHRX01\u200e ')).toBe('SHRX01');
    expect(normalise(id, 'ABCDE\u0301')).toBe('ABCDÉ');
    expect(normalise({ kind: 'email' }, ' ayse@sample.example\u200b')).toBe('ayse@sample.example');
  });

  it('keeps a password exactly as typed', () => {
    expect(normalise({ kind: 'password' }, ' p\u200bass ')).toBe(' p\u200bass ');
  });

  it('counts as the backends do (UTF-16 code units), and never cuts a character in half', () => {
    expect(limit('ABC1234567', 6)).toBe('ABC123');
    expect(limit('ABCD😀', 6)).toBe('ABCD😀');
    expect(limit('ABCDE😀', 6)).toBe('ABCDE');
    expect(limit('ABCDq\u0307X', 6)).toBe('ABCDq\u0307');
  });

  it('never ends in a space the cut exposed', () => {
    expect(limit('ABCDE FG', 6)).toBe('ABCDE');
  });

  it('keeps in the field what is counted and sent, and calls it complete only at the exact length', () => {
    // A leading zero-width space is removed, not counted: the last real character stays.
    expect(fieldValue(id, '\u200bSHRX01')).toBe('SHRX01');
    expect(isComplete(id, fieldValue(id, '\u200bSHRX01'))).toBe(true);
    // A joiner inside counts nothing either.
    expect(fieldValue(id, 'SH\u200dRX01')).toBe('SHRX01');
    // An accent typed as a combining mark is one character once composed: five characters are not six.
    expect(isComplete(id, fieldValue(id, 'ABCDE\u0301'))).toBe(false);
    // An emoji counts two, as the backend counts it.
    expect(isComplete(id, fieldValue(id, 'ABCD😀'))).toBe(true);
    expect(isComplete(id, fieldValue(id, 'ABCDE😀'))).toBe(false);
    expect(fieldValue(id, ' ABC123 ')).toBe('ABC123');
  });

  it('a required field needs more than spaces and invisible characters', () => {
    const deviceId = { kind: 'identifier' as const, required: true };
    expect(isComplete(deviceId, '  \u200b ')).toBe(false);
    expect(isComplete(deviceId, 'SAMPLE-DEVICE-0001')).toBe(true);
    expect(isComplete({ kind: 'password', required: true }, ' ')).toBe(true);
    expect(isComplete({ kind: 'password', required: true }, '')).toBe(false);
  });
});
