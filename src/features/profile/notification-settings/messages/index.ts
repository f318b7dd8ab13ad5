import { defineMessages } from '../../../../i18n/translate.ts';
import en from './en.json';
/** The profile's notification settings (issue 32): kinds, thresholds, quiet hours, digest, time zone. */
export const notificationSettingsMessages = defineMessages('features/profile/notification-settings', en);
