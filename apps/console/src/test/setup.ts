import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { consoleCsrf } from '../api/csrf';

// Pages are lazy modules: the first render of a file waits for Vite to transform one.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  consoleCsrf.set(null);
});
