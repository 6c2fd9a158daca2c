export { default as BookingDialog, type BookingDialogProps } from '../components/booking-dialog';
