import { hydrateRoot } from 'react-dom/client';
import { Floor } from './Floor';

/** The same floor page drawn into its HTML at build time and hydrated, as the app's public pages start. */
hydrateRoot(document.getElementById('root')!, <Floor />);
