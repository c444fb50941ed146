// First: zod must know it may not use eval before any schema is built or parsed.
import './lib/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { startApp } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void startApp(container);
