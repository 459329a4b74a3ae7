export * from './sign.ts';
