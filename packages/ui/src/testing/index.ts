export { fakeMatchMedia, installDomShims } from './domShims.ts';
export { pickupRow, stallOfTheWalk, marketTree } from './pickupFixtures.ts';
