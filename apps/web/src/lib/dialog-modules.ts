// Loaded on demand only (see on-demand-dialogs.tsx).
export { ConfirmDialog, DrawModal } from '@yaocai/ui';
