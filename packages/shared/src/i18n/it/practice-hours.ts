/** Practice-wide weekly hours with per-service overrides (issue 15). Part of the catalogue `it` (../it.ts). */
export const practiceHoursMessages = {
  practiceHours: {},
} as const;
