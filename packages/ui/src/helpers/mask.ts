// The masking rules live in the contract so the server masks lists with the same code (spec §5).
export { maskName, maskPhone } from '@oms/api-client';
