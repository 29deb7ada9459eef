// The entry. The page is the server's HTML, painted with its styles inlined before any script has
// arrived (decision 029): a module script never holds the paint back. The app then hydrates it.
import './ui/tokens.css';
import './app/base.css';
import { startApp } from './app/start-app';

void startApp();
