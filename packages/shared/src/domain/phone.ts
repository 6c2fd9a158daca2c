/** Spec §5: optional leading +, then at least 8 digits, spaces, dashes or brackets. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{8,}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}
