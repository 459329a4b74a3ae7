export * from './standIn.ts';
export { clodopScript, type ScriptConfig } from './clodopScript.ts';
export { loadClodopScript } from './testSupport.ts';
