// The app's entry. The libraries load one after another, each in a task of its own, before the app itself: taken
// together they are one long task that would hold a phone's main thread while the server-rendered page is already
// on screen and a renter may be tapping it. A module is evaluated once, so the app then finds them ready.
import './styles.css';
// The guest card's few rules serve the apartment, search and shortlist pages alike: part of the one stylesheet, so
// none of those pages waits for a second one.
import './components/guest-card/guest-card.css';
import { nextTask } from './lib/nextTask';

async function start() {
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
