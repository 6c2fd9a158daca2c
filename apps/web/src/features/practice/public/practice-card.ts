export { PracticeCard } from '../components/practice-card';
