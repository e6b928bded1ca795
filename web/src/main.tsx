// The app's entry. Once the server-rendered page has loaded, the libraries load one after another, each in a task
// of its own, before the app itself: taken together they are one long task that would hold a phone's main thread
// while the page is already on screen and a renter may be tapping it. A module is evaluated once, so the app then
// finds them ready.
import './styles.css';
// The guest card's few rules serve the apartment, search and shortlist pages alike: part of the one stylesheet, so
// none of those pages waits for a second one.
import './components/guest-card/guest-card.css';
// The "Do I qualify?" marks show on the search, the apartment page and the deals.
import './components/qualification/qualification.css';
import { APP_STAGES_ID } from './appStages';
import { nextTask } from './lib/nextTask';

/** How long the app waits for a first paint the browser has not reported (a page with no text or image). */
const PAINT_WAIT_MS = 1_000;

/** The page's load event: its stylesheet and first screen's images are in. */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * The page's first contentful paint, and then one more frame: `load` can fire before the page is first painted
 * (a page from the cache, a fast network), and the app's downloads would then compete with that paint and the
 * largest image's. Where the browser does not report paints, a short wait stands in for it. A tab opened in the
 * background has no frames, so its app starts when the renter turns to it.
 */
async function painted(): Promise<void> {
  const firstPaint = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  await Promise.race([firstPaint, new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_MS))]);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
}

/** Fetches every stage at once, so that each is there when its turn comes (vite.config.ts lists them). */
function fetchStages() {
  const stages = document.getElementById(APP_STAGES_ID);
  if (stages instanceof HTMLTemplateElement) document.head.append(stages.content.cloneNode(true));
}

async function start() {
  // The server-rendered page is readable and its links and search form work without the app: the first screen's
  // images paint before the app takes the bandwidth and the main thread (Largest Contentful Paint).
  await loaded();
  await painted();
  fetchStages();
  await import('react-dom/client');
  await nextTask();
  await import('relay-runtime');
  await nextTask();
  await import('react-relay');
  await nextTask();
  // React Router stays with the app: as a module of its own it could not drop the parts the app does not use.
  const { boot } = await import('./boot');
  await boot();
}

void start();
