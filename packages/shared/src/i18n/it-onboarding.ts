import { onboardingMessages } from './it/onboarding';

/**
 * A new doctor's setup checklist and the "not bookable yet" notice, kept out of `it` like `itCalendar`
 * (issue 27: the doctor's dashboard loads the checklist only while the practice is not bookable).
 */
export const itOnboarding = { ...onboardingMessages } as const;
