export * from './geometry.ts';
export * from './snap.ts';
export * from './elements.ts';
export * from './editor.ts';
export * from './barcodeFixes.ts';
