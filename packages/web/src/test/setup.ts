import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: a busy 2-core runner renders a whole screen slower
// than that, and a screen that never comes still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
