import { defineMessages } from '../../../i18n/translate.ts';
import en from './en.json';

/** The QR code scanner's words (its dialog, the camera's refusals). */
export const qrScanMessages = defineMessages('components/qr-scan', en);
