import { createRoot } from 'react-dom/client';
import { Floor } from './Floor';

/** The floor: a bare React 19 page built and served as the app is; the app's pages are measured against it in the same run. */
createRoot(document.getElementById('root')!).render(<Floor />);
