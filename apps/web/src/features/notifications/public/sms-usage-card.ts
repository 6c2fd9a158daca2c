/** 'SMS inviati oggi' for the admin's notification settings (issue 26); part of the admin route's chunk. */
export { SmsUsageCard } from '../components/sms-usage-card';
