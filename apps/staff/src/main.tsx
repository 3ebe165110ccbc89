import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app/staff-app.tsx';
import '@orderly/ui/base.css';
import './global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
