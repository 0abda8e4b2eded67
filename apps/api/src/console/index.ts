/*
 * The operations console (issue #26, docs/console.md): operators, their roles and sessions, the guard every
 * /api/console route passes, and the one audit trail. Other capabilities add their console routes with
 * `config: { console: '<permission>' }` and record their actions through `auditedAction`.
 */
export { type ActionOutcome, type AuditEntry, auditedAction, writeAudit } from './audit';
export { type ConsoleAccess, default as consoleGuard } from './guard';
export { default as consoleRoutes } from './routes';
export { type ScheduledKind, scheduledRoutes } from './scheduled-routes';
export { createOperator, type NewOperator } from './service';
export type { SignedInOperator } from './sessions';
export { OPERATOR_SESSION_IDLE_MS } from './sessions';
