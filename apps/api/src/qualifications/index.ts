/*
 * Qualifications: the company's review data, certificates, uploads, expiry reminders, and the operators' review.
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */

export { approveCertificate, rejectCertificate } from './certificate-review';
export { readUsedUpload } from './console-reads';
export { default as qualificationConsoleRoutes } from './console-routes';
export { certificateReminderJob } from './reminder-job';
export { approveCompany, passFirstReview, type ReviewOutcome, rejectCompany } from './review';
export { default as qualificationRoutes } from './routes';
export { changeScope } from './scope-edit';
export { uploadPurgeJob } from './upload-purge-job';
export { imageUrl } from './uploads';
