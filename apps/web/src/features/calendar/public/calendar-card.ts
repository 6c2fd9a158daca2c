export { CalendarCard } from '../components/calendar-card';
