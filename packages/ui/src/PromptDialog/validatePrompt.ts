/** Element-style wording, which the sellers already know from the old console. */
export const DEFAULT_INVALID_INPUT_TEXT = '输入的数据不合法';

export interface PromptRules {
  pattern?: RegExp;
  /** true/false, or a message that both fails the input and explains why. */
  validator?: (value: string) => boolean | string;
  /** Shown on failure instead of the default text. */
  errorText?: string;
}

/** Spec §5: the error to show, or undefined when the input passes the pattern and the validator. */
export function validatePrompt(value: string, { pattern, validator, errorText }: PromptRules): string | undefined {
  const fallback = errorText ?? DEFAULT_INVALID_INPUT_TEXT;
  if (pattern) {
    // A /g or /y pattern keeps lastIndex between tests; reset it so the same input always gives the same answer.
    pattern.lastIndex = 0;
    if (!pattern.test(value)) return fallback;
  }
  if (validator) {
    const verdict = validator(value);
    if (typeof verdict === 'string') return verdict || fallback;
    if (!verdict) return fallback;
  }
  return undefined;
}
