import { type RenderOptions, render as rtlRender } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { YaocaiThemeProvider } from '../theme/YaocaiThemeProvider';

function Wrapper({ children }: { children: ReactNode }) {
  return <YaocaiThemeProvider>{children}</YaocaiThemeProvider>;
}

interface ThemedRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** userEvent options, e.g. `{ advanceTimers: vi.advanceTimersByTime }` under fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/** Renders inside the 药采 theme and hands back a userEvent session bound to the same document. */
export function render(ui: ReactElement, { user, ...options }: ThemedRenderOptions = {}) {
  return { user: userEvent.setup(user), ...rtlRender(ui, { wrapper: Wrapper, ...options }) };
}

export { act, screen, waitFor, within } from '@testing-library/react';
