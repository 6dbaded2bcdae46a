import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { themeDefinitions } from './theme-definitions';
import { themeFor } from './theme-for';

// Snackbars are filled Alerts: MUI draws them on palette[severity].dark in dark mode (main in light)
// with getContrastText(main) as text. The dark themes change error and success, so check every
// theme's four severities stay readable (4.5:1).
const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

describe('snackbar colours', () => {
  for (const id of Object.keys(themeDefinitions)) {
    it(`${id}: filled alert text reaches 4.5:1`, () => {
      const { palette } = themeFor(id);
      for (const severity of SEVERITIES) {
        const colour = palette[severity];
        const background = palette.mode === 'dark' ? colour.dark : colour.main;
        const text = palette.getContrastText(colour.main);
        expect(
          getContrastRatio(text, background),
          `${severity}: ${text} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
