import { z } from 'zod';
import { it } from './it';

const v = it.validation;

/**
 * zod's Italian messages for what a schema does not word itself. The locale's type, enum and size
 * messages name developer types and literals ('atteso object, ricevuto string', 'number deve
 * essere <=3'), so those become plain Italian; everything else keeps the locale's text.
 */
export const italianZodError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? v.required : v.invalidValue;
    case 'invalid_value':
      return v.invalidOption;
    case 'too_big':
    case 'too_small': {
      const max = issue.code === 'too_big';
      const n = Number(max ? issue.maximum : issue.minimum);
      if (issue.origin === 'string') return max ? v.textMax(n) : v.textMin(n);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return max ? v.numberMax(n) : v.numberMin(n);
      if (issue.origin === 'array' || issue.origin === 'set') return max ? v.itemsMax(n) : v.itemsMin(n);
      return undefined;
    }
    default:
      return undefined;
  }
};

/** Sets zod's messages once for the process: the Italian locale, with the overrides above. */
export function useItalianZodErrors(): void {
  z.config(z.locales.it());
  z.config({ customError: italianZodError });
}
