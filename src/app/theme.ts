import { createTheme } from '@mantine/core';

/** The base Mantine theme; brand colours and user preferences are layered on top by later features. */
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});
