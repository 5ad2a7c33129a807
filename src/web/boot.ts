// The page's entry script (decision 0040). It carries the stylesheet and, once the browser has
// painted index.html's static first view, requests the application (main.tsx) and step 1's data:
// neither the download nor the start of ~90 KB of JavaScript stands in front of the first paint.
import { startEarlyRequests } from './app/early-requests';
import './styles.css';

const isAdmin = location.pathname === '/admin' || location.pathname.startsWith('/admin/');
const start = () => void import('./main');

if (isAdmin) start();
else {
  // The first Intl.DateTimeFormat a page creates loads ICU's date data: ~20 ms on a desktop, four
  // times that on a slow phone, in one piece. Step 1 formats dates as soon as it renders; paying
  // that here, before the first paint, keeps it out of the interactive page's longest task.
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  // rAF runs just before the next frame is painted; a task queued from it runs after that paint.
  requestAnimationFrame(() =>
    setTimeout(() => {
      start();
      if (location.pathname === '/' || location.pathname === '/index.html') startEarlyRequests();
    }),
  );
}
