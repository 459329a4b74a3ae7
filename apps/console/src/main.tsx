import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { captureAuthFromUrl } from './app/session/authStorage.ts';
import { installFocusReturn } from './app/focus/focusReturn.ts';

captureAuthFromUrl();
installFocusReturn();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
