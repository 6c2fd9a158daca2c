/**
 * Settings › 'Familiari' (issue 30). Not split again: the settings route is already its own chunk
 * (see schedule/public/schedule-card.ts); its dialogs are lazy (public/dialogs.ts).
 */
export { default as FamilyCard } from '../components/family-card';
