export { certificateReminderJob } from './reminder-job';
export { default as qualificationRoutes } from './routes';
