export { VideoRoomAction } from '../components/video-room-action';
