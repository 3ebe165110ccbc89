import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/router.tsx';
import { BrowserRouter } from './lib/location.tsx';
import '@orderly/ui/base.css';
import './styles/global.css';
// Part of the first load: the header and page frame that every screen but the menu shows, and the
// cart's styles. As files of their own, a customer landing on a category or the cart waited more
// round trips for them (index.html carries the stylesheet inline: about 1.5 KB more).
import './components/ui/page-header.tsx';
import './app/routes/page.module.css';
import './app/routes/cart-route.module.css';
import './features/cart/components/cart-line.module.css';
import './features/rewards/components/points-meter.module.css';
// Tracks the control that opens a dialog from the first tap, so closing it returns focus there.
import './lib/focus-return.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to
// the browser between them (images, the data arriving, a tap), instead of one long task on a slow
// phone's busiest moment. index.html's splash stays on screen until it commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
