import { itAppointments as t } from '@sanity/shared/i18n/it-appointments';
import { describe, expect, it } from 'vitest';
import { monthGridRange } from './month-days';
import { buildSampleAppointments } from './sample-appointments';

describe('buildSampleAppointments', () => {
  it('gives two examples inside the visible month, marked as samples', () => {
    const month = { year: 2027, month: 2 };
    const samples = buildSampleAppointments(month, 'user');
    expect(samples).toHaveLength(2);
    const { timeMin, timeMax } = monthGridRange(month);
    for (const s of samples) {
      expect(s.sample).toBe(true);
      expect(s.raw).toBeNull();
      expect(s.isActive).toBe(true);
      expect(s.date.toISOString() >= timeMin && s.date.toISOString() < timeMax).toBe(true);
    }
    expect(samples.map((s) => s.time)).toEqual(['09:30 - 10:00', '15:00 - 15:45']);
    expect(samples.map((s) => s.type)).toEqual([...t.appointments.sampleTitles]);
    expect(new Set(samples.map((s) => s.id)).size).toBe(2);
  });
  it('names the counterpart by the viewer role', () => {
    expect(buildSampleAppointments({ year: 2026, month: 11 }, 'user')[0]?.patientName).toBe(t.appointments.sampleProfessional);
    expect(buildSampleAppointments({ year: 2026, month: 11 }, 'doctor')[0]?.patientName).toBe(t.appointments.samplePatient);
  });
});
