// Mantine's global styles; each component's own come with its code (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { startOnIntent } from './app/start-on-intent';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
startOnIntent(container, async () => {
  const { startApp } = await import('./app/app');
  await startApp(container);
});
