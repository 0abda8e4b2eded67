import { lazy } from 'react';

/**
 * Dialogs a page shows only after the buyer acts (or, for the draw, after its reads say so), loaded then: the
 * Radix dialog stack (focus scope, scroll lock, dismissable layer) is not part of any page's first screen, and
 * each of its chunks costs the first load a request and its evaluation. Render them inside a `Suspense`.
 * They are imported through `dialog-modules.ts`: a dynamic import of `@yaocai/ui` itself would pull them into
 * the first load's chunk, where the rest of the library is.
 */
export const ConfirmDialogOnDemand = lazy(async () => ({
  default: (await import('./dialog-modules')).ConfirmDialog,
}));

export const DrawModalOnDemand = lazy(async () => ({
  default: (await import('./dialog-modules')).DrawModal,
}));
