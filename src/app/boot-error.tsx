import type { Root } from 'react-dom/client';
import { ErrorScreen } from './pages/error-screen';
import { ThemeRoot } from './providers/theme-root';

/** The app's code did not arrive (a lost connection, or a newer version replaced it). */
export function renderBootError(root: Root) {
  root.render(
    <ThemeRoot>
      <ErrorScreen />
    </ThemeRoot>,
  );
}
