// The contract owns the format (spec §9: 36 random characters + ms timestamp); the kit only re-exports it.
export { createRequestKey } from '@oms/api-client';
