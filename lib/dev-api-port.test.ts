/** @jest-environment node */
import { DEFAULT_DEV_API_PORT, parseDevApiPort } from './dev-api-port';

describe('parseDevApiPort', () => {
  it('defaults to 4010', () => {
    expect(DEFAULT_DEV_API_PORT).toBe(4010);
  });

  it.each([undefined, '', '   ', '\t\n'])('answers the default for %p', (value) => {
    expect(parseDevApiPort(value)).toBe(4010);
  });

  it.each([
    ['1', 1],
    ['4010', 4010],
    ['65535', 65535],
    [' 5000 ', 5000],
    ['\t8080\n', 8080],
    ['04010', 4010],
  ])('reads %p as %p', (value, port) => {
    expect(parseDevApiPort(value)).toBe(port);
  });

  it.each(['0', '65536', '99999999999999999999', '-1', '+4010', '4010.0', '4010.5', '1e3', '0x10', 'abc', '4010abc', '40 10', 'Infinity', 'NaN'])(
    'refuses %p with a message naming the variable and the value',
    (value) => {
      expect(() => parseDevApiPort(value)).toThrow(
        new Error(`DEV_API_PORT must be a whole number from 1 to 65535, got "${value}".`),
      );
    },
  );

  it('quotes the value as it was given, spaces included', () => {
    expect(() => parseDevApiPort(' 0 ')).toThrow('DEV_API_PORT must be a whole number from 1 to 65535, got " 0 ".');
  });
});
