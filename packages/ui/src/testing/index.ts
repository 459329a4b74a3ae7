export { installDomShims } from './domShims.ts';
