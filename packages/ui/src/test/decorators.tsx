import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/** Room around a story in the fullscreen layout, and height for popovers and panels that open into it. */
export function frame(style: CSSProperties = { padding: 16 }): Decorator {
  return (Story) => (
    <div style={style}>
      <Story />
    </div>
  );
}
