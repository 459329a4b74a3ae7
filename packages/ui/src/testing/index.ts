export { fakeMatchMedia, installDomShims } from './domShims.ts';
