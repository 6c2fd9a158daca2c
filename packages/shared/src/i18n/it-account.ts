import { accountMessages } from './it/account';

/**
 * 'Il mio account', the profile's editing and a doctor's counts, kept out of `it` like `itOnboarding`
 * (issue 30's budget: the signed-in dashboard's first load shows none of them).
 */
export const itAccount = { ...accountMessages } as const;
