import { describe, expect, test } from 'vitest';
import { it } from './it';
import { itAccount } from './it-account';
import { itAppointments } from './it-appointments';
import { itAuth } from './it-auth';
import { itBooking } from './it-booking';
import { itContent } from './it-content';
import { itOnboarding } from './it-onboarding';
import { itPublic } from './it-public';
import { itSettings } from './it-settings';

// Issue 27: `it` (every page's first load) was split into catalogues that only the screens showing
// them load. Each section lives in exactly one of them, so a string has one home and one text.
const split = { it, itPublic, itSettings, itContent, itBooking, itAuth, itAppointments, itOnboarding, itAccount };

describe('the catalogues split from `it`', () => {
  test('share no section', () => {
    const homes = new Map<string, string[]>();
    for (const [name, catalogue] of Object.entries(split)) for (const section of Object.keys(catalogue)) homes.set(section, [...(homes.get(section) ?? []), name]);
    expect([...homes].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  test('the sign-in, appointments, setup and account sections are not in `it`, the sidebar’s few words are', () => {
    for (const section of ['auth', 'appointments', 'onboarding', 'doctorRegistration', 'account']) expect(it).not.toHaveProperty(section);
    expect([it.shell.patient, it.shell.doctor, it.shell.logout, it.shell.upcomingLoadError]).toEqual(['Paziente', 'Dottore', 'Logout', 'Impossibile caricare i prossimi appuntamenti.']);
    expect([it.appointmentState.statusConfirmed, it.appointmentState.cancelledBy('doctor')]).toEqual(['Confermato', 'Annullato dal professionista']);
  });
});
