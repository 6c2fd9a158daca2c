import { itSettings } from '../../i18n/it-settings';
import { WEEK_DAYS, type WeeklySchedule } from './time-slots';

const dayName = (i: number) => itSettings.practice.days[WEEK_DAYS[i]!].toLocaleLowerCase('it');
// "il lunedì" but "la domenica".
const withArticle = (i: number) => `${WEEK_DAYS[i] === 'sunday' ? 'la' : 'il'} ${dayName(i)}`;

function daysText(days: readonly number[]): string {
  const run = days.length >= 3 && days.every((d, j) => j === 0 || d === days[j - 1]! + 1);
  if (run) return `dal ${dayName(days[0]!)} al ${dayName(days.at(-1)!)}`;
  const names = days.map(withArticle);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

/**
 * A week of practice hours as Italian prose, as Igea says it: days with the same hours together, a
 * run of three or more as "dal lunedì al venerdì" ('dal lunedì al venerdì 09:00–13:00 e
 * 14:30–18:30; il sabato 09:00–12:00'); null when the practice is closed every day.
 */
export function weekHoursText(week: WeeklySchedule): string | null {
  const groups: Array<{ hours: string; days: number[] }> = [];
  WEEK_DAYS.forEach((day, i) => {
    const { isAvailable, timeSlots } = week[day];
    if (!isAvailable || timeSlots.length === 0) return;
    const hours = timeSlots.map((x) => `${x.start}–${x.end}`).join(' e ');
    const group = groups.find((g) => g.hours === hours);
    if (group) group.days.push(i);
    else groups.push({ hours, days: [i] });
  });
  return groups.length === 0 ? null : groups.map((g) => `${daysText(g.days)} ${g.hours}`).join('; ');
}
