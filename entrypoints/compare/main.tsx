import { render } from 'preact';
import '@/components/theme.css';
import { App } from './App';

const root = document.getElementById('app');
if (root) render(<App />, root);
