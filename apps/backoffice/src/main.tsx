// Entry point of the back office.
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

dayjs.locale('pl');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
