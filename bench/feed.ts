// `npm run bench:feed`: a property feed of 5,000 properties and 30,000 floorplans (docs/contract.md "Property feeds"),
// read as a dry run and then applied on the bench data set (5,000 apartments, each already matched to its feed
// property once, as an admin's confirmation leaves it). Prints the dry run's and the apply's times and the process's
// peak memory. Needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one).
import { openDatabase } from '../api/src/db/client.js';
import { planFeedRun, applyFeedRun } from '../api/src/services/feeds/run.js';
import { generatedMitsFile } from '../api/test/mits-file.js';
import { scratchDatabase } from './server.js';

const PROPERTIES = Number(process.env.BENCH_FEED_PROPERTIES ?? 5_000);
/** The target for the dry run and the apply together. */
const TARGET_SECONDS = 60;

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main() {
  const scratch = await scratchDatabase(PROPERTIES);
  const db = await openDatabase({ databaseUrl: scratch.url, poolMax: 6 });
  try {
    const { prisma } = db;
    const feed = await prisma.feed.create({ data: { name: 'Bench feed' } });
    const apartments = await prisma.apartment.findMany({ select: { id: true, code: true, name: true } });
    await prisma.feedProperty.createMany({
      data: apartments.map((apartment) => ({
        feedId: feed.id,
        propertyId: apartment.code,
        name: apartment.name,
        apartmentId: apartment.id,
        confirmedAt: new Date(),
      })),
    });
    // Images are not part of this file; the storage only tells outside links from stored ones.
    const context = { storage: { keyOf: () => undefined }, actor: { adminId: null } };
    let heapPeak = 0;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 50);
    const started = performance.now();
    const run = await planFeedRun(prisma, feed.id, generatedMitsFile(PROPERTIES), 'upload', context);
    const planned = performance.now();
    const outcomes = await prisma.feedRunItem.groupBy({ by: ['outcome'], where: { runId: run.id }, _count: true });
    const statementsBefore = db.statementCount();
    const applied = await applyFeedRun(prisma, run.id, context);
    const done = performance.now();
    const applyStatements = db.statementCount() - statementsBefore;
    clearInterval(sampler);
    const confirmed = await prisma.floorplan.count({ where: { verifiedByRole: 'FEED' } });
    const after = await prisma.feedRunItem.groupBy({ by: ['outcome'], where: { runId: run.id }, _count: true });
    const seconds = (ms: number) => Math.round(ms / 100) / 10;
    console.log(
      JSON.stringify(
        {
          properties: run.propertyCount,
          floorplans: run.floorplanCount,
          fileMegabytes: Math.round((run.bytes / 1024 / 1024) * 10) / 10,
          dryRunSeconds: seconds(planned - started),
          dryRunOutcomes: Object.fromEntries(outcomes.map((row) => [row.outcome, row._count])),
          applySeconds: seconds(done - planned),
          applyStatementsPerProperty: Math.round((applyStatements / Math.max(1, run.propertyCount)) * 10) / 10,
          applyOutcomes: Object.fromEntries(after.map((row) => [row.outcome, row._count])),
          runStatus: applied.status,
          floorplansConfirmedByFeed: confirmed,
          totalSeconds: seconds(done - started),
          targetSeconds: TARGET_SECONDS,
          peakRssMegabytes: megabytes(process.resourceUsage().maxRSS * 1024),
          peakHeapMegabytes: megabytes(heapPeak),
        },
        null,
        2,
      ),
    );
  } finally {
    await db.close();
    await scratch.drop();
  }
}

await main();
