// The service worker register of vite-plugin-pwa (src/app/shell/update-prompt.tsx).
/// <reference types="vite-plugin-pwa/react" />
