/** The numbers in what was pasted: split on anything that is not a letter or digit, repeats dropped. */
export function waybillsOf(text: string): string[] {
  return [...new Set(text.toUpperCase().split(/[^A-Z0-9]+/).filter((s) => s.length > 0))];
}
