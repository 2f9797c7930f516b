import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/app-routes';
import { createAppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

const root = document.getElementById('root');
const queryClient = createQueryClient();
const { table, start } = createAppRoutes(queryClient);
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes routes={table} start={start} />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
