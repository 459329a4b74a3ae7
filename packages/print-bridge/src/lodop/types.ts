/** The part of the C-Lodop object (`getCLodop()`) the bridge uses, as CLodopfuncs.js defines it. */
export interface CLodop {
  CVERSION?: string;
  VERSION?: string;
  On_Return: ((taskId: string, value: unknown) => void) | null;
  On_Return_Remain?: boolean;
  GET_PRINTER_COUNT(): number;
  GET_PRINTER_NAME(index: number): string;
  SET_PRINTER_INDEX(nameOrIndex: string | number): boolean;
  PRINT(): string;
  [call: string]: unknown;
}
