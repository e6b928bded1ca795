// The browser suite as one test file. Its parts share one server and one Chromium and count leads and read agents'
// mail, so they run one after another; as one file they do so in one worker, beside the API and component files in
// the others, instead of in a group of their own after them (Vitest runs a project without file parallelism last).
// Each part still stands alone: `npx vitest run --project e2e -t "<its describe title>"` runs one.
import './admin.e2e';
import './agent.e2e';
import './first-screen.e2e';
import './flows.e2e';
import './getting-paid.e2e';
import './home-scripts.e2e';
import './leads.e2e';
import './map.e2e';
import './market.e2e';
import './pages.e2e';
import './property-door.e2e';
import './qualification.e2e';
import './renter-lists.e2e';
import './server-rendering.e2e';
import './spanish-journey.e2e';
import './true-cost.e2e';
