export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
