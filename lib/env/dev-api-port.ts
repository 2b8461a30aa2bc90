/**
 * The port of the local development backend, from DEV_API_PORT.
 *
 * No imports and no JSX: the backend (run by tsx) and build configuration code
 * that also ends up in browser-side bundles both read it.
 */

export const DEFAULT_DEV_API_PORT = 4010;

const MAX_PORT = 65535;

/**
 * The port `value` names: the default when it is unset or blank, otherwise a
 * decimal integer from 1 to 65535 (surrounding spaces allowed). Anything else,
 * including 0 (an arbitrary port the site could not know), throws.
 */
export function parseDevApiPort(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return DEFAULT_DEV_API_PORT;
  // Digits only: Number() alone would accept "0x10", "1e3", "4010.0" and "+4010".
  const port = /^[0-9]+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isInteger(port) || port < 1 || port > MAX_PORT) {
    // The value is not repeated: whatever was pasted there may be a secret, and logs are kept.
    const got = Number.isNaN(port) ? 'it is not written in digits alone' : 'it is a number outside that range';
    throw new Error(`DEV_API_PORT must be a whole number from 1 to ${MAX_PORT}; ${got}.`);
  }
  return port;
}
