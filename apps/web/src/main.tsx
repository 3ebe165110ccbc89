import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/router.tsx';
import { BrowserRouter } from './lib/location.tsx';
import './styles/global.css';
// Part of the first load: the header and page frame that every screen but the menu shows. As files
// of their own, a customer landing on a category or the cart waited two more round trips for them.
import './components/ui/page-header.tsx';
import './app/routes/page.module.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
