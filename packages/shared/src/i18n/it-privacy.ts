import { privacyMessages } from './it/privacy';

/**
 * The Italian strings of the privacy rights (download one's data, delete the account, the terms
 * accepted), kept out of `it` like `itAdmin`: only the settings, the registration and the server
 * read them (issue 24 pushed the dashboard's first load over its budget).
 */
export const itPrivacy = privacyMessages.privacy;
