/** Who an appointment is for (issue 30), for the appointments views; no strings (see ../person-seen.ts). */
export { seenMember, type SeenMember } from '../person-seen';
export { italianDay } from '../family-view';
