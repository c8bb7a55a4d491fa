import { createRoot } from 'react-dom/client';
import { initI18n } from './app/providers/i18n';
import { opensOnSignIn } from './app/sign-in/opens-on-sign-in';
import { renderSignIn } from './app/sign-in/sign-in-root';

// Translations start loading before the first render; components suspend until they arrive.
void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The entry only chooses what to load (docs/decisions/026-sign-in-bundle.md): the bare
// sign-in screen for a visitor opening /login, the full app for everything else.
const loadApp = () => import('./app/app-root');

let appStarted = false;
function startApp() {
  if (appStarted) return;
  appStarted = true;
  loadApp().then(
    (app) => app.renderApp(root),
    () => void import('./app/boot-error').then((failed) => failed.renderBootError(root), failed),
  );
}

function failed() {
  container!.textContent = 'The portal could not load. Reload the page.';
}

if (opensOnSignIn()) {
  renderSignIn(root, startApp);
  // A visitor who starts typing will sign in: fetch the app meanwhile, not after the click.
  for (const type of ['focusin', 'pointerdown'])
    container.addEventListener(type, () => void loadApp().catch(() => undefined), { once: true });
} else {
  startApp();
}
