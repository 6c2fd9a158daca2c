/** The new doctor's checklist and the "not bookable yet" notice (issue 15). Part of the catalogue `it` (../it.ts). */
export const onboardingMessages = {
  onboarding: {},
} as const;
