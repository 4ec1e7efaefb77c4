import { createRoot } from 'react-dom/client';
import { Floor } from './Floor';

/**
 * The floor: a bare React 19 page, built by the same Vite and served by the same server with the same compression
 * as the app, so its Lighthouse figures say what this machine gives any React page. The app's pages are measured
 * against it in the same run.
 */
createRoot(document.getElementById('root')!).render(<Floor />);
