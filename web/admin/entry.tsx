import './admin.css';
import { createRoot } from 'react-dom/client';
import { Console } from './console';

// The console is drawn in the browser alone: its pages are an operator's own, never cached or indexed.
const root = document.getElementById('consola');
if (root) createRoot(root).render(<Console />);
