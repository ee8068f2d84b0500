import { render } from 'preact';
import '@/components/theme.css';
import { forbidEval } from '@/lib/no-eval';
import { App } from './App';

forbidEval();

const root = document.getElementById('app');
if (root) render(<App />, root);
