// The large generated inventory of the benchmarks: 5,000 apartments with all 6 floorplan types each
// (30,000 floorplans), written with set-based SQL so loading takes seconds, not minutes.
import type { SqlSession } from '../api/src/db/client.js';
import { AREAS } from '../api/src/domain/index.js';

export async function loadLargeDataset(session: SqlSession, apartments = 5_000): Promise<void> {
  const areas = `ARRAY[${AREAS.map((area) => `'${area.replaceAll("'", "''")}'`).join(',')}]`;
  await session.exec(`
    TRUNCATE "Floorplan", "Apartment" CASCADE;
    INSERT INTO "Apartment" (id, code, name, image, location, promotion, "leaseTerm", "promotionalTerm", "freeMove", highlight, "updatedAt")
    SELECT gen_random_uuid(), 'BX-' || n, 'Bench Residences ' || n, '/uploads/demo/building-' || (1 + n % 12) || '.svg',
           ARRAY[(${areas})[1 + n % 12]], n % 3 = 0, 12, CASE WHEN n % 3 = 0 THEN 4 ELSE 0 END, n % 4 = 0, n % 50 = 0, now()
      FROM generate_series(1, ${apartments}) AS n;
    INSERT INTO "Floorplan" (id, "apartmentId", type, "totalFloorplans", "minPrice", "maxPrice", "minSqft", "maxSqft", "imageUrls", "updatedAt")
    SELECT gen_random_uuid(), a.id, t.type::"FloorplanType", 1 + (a.n + t.i) % 4,
           700 + t.i * 450 + (a.n * 37) % 400, 700 + t.i * 450 + (a.n * 37) % 400 + 250,
           450 + t.i * 280 + (a.n * 13) % 120, 450 + t.i * 280 + (a.n * 13) % 120 + 90,
           ARRAY['/uploads/demo/floorplan-' || (1 + t.i) || '.svg'], now()
      FROM (SELECT id, row_number() OVER (ORDER BY code) AS n FROM "Apartment") a
      CROSS JOIN (VALUES (0, 'studio'), (1, 'oneBed'), (2, 'twoBed'), (3, 'threeBed'), (4, 'fourBed'), (5, 'townHome')) AS t(i, type);
    ANALYZE "Apartment";
    ANALYZE "Floorplan";
  `);
}
