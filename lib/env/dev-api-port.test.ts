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

  it.each([
    ['0', 'it is a number outside that range'],
    ['65536', 'it is a number outside that range'],
    ['99999999999999999999', 'it is a number outside that range'],
    [' 0 ', 'it is a number outside that range'],
    ['-1', 'it is not written in digits alone'],
    ['+4010', 'it is not written in digits alone'],
    ['4010.0', 'it is not written in digits alone'],
    ['4010.5', 'it is not written in digits alone'],
    ['1e3', 'it is not written in digits alone'],
    ['0x10', 'it is not written in digits alone'],
    ['abc', 'it is not written in digits alone'],
    ['4010abc', 'it is not written in digits alone'],
    ['40 10', 'it is not written in digits alone'],
    ['Infinity', 'it is not written in digits alone'],
    ['NaN', 'it is not written in digits alone'],
  ])('refuses %p with a message naming the variable and the reason, not the value', (value, reason) => {
    expect(() => parseDevApiPort(value)).toThrow(new Error(`DEV_API_PORT must be a whole number from 1 to 65535; ${reason}.`));
  });

  it('never repeats the value: it may be anything pasted there, and logs are kept', () => {
    expect(() => parseDevApiPort('S3cretPassw0rd')).toThrow(expect.objectContaining({ message: expect.not.stringContaining('S3cretPassw0rd') }));
  });
});
