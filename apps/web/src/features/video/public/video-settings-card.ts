export { VideoSettingsCard } from '../components/video-settings-card';
