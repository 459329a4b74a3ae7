export { Rng, hashText, mixSeed } from './random.ts';
export { COURIER_NAMES, waybillNo } from './waybill.ts';
