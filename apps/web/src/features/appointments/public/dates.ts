export { longDateWithWeekday, shortDate } from '../long-date';
