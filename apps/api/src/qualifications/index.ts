/*
 * Qualifications: the company's review data, certificates, uploads, expiry reminders.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
export { certificateReminderJob } from './reminder-job';
export { default as qualificationRoutes } from './routes';
export { uploadPurgeJob } from './upload-purge-job';
