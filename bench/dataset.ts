// The large generated inventory of the benchmarks: 5,000 apartments with all 6 floorplan types each
// (30,000 floorplans), written with set-based SQL so loading takes seconds, not minutes. What it really costs is
// there too, so the all-in figures are worked out as on a real inventory: every apartment charges valet trash and
// pest control a month and an application fee, a third run a special, and four floorplans in five were checked
// within the last 30 days.
import type { SqlSession } from '../api/src/db/client.js';
import { AREAS } from '../api/src/domain/index.js';

export async function loadLargeDataset(session: SqlSession, apartments = 5_000): Promise<void> {
  const areas = `ARRAY[${AREAS.map((area) => `'${area.replaceAll("'", "''")}'`).join(',')}]`;
  await session.exec(`
    TRUNCATE "Fee", "Special", "Floorplan", "Apartment" CASCADE;
    INSERT INTO "Apartment" (id, code, name, image, location, promotion, "leaseTerm", "promotionalTerm", "freeMove", highlight, "updatedAt")
    SELECT gen_random_uuid(), 'BX-' || n, 'Bench Residences ' || n, '/uploads/demo/building-' || (1 + n % 12) || '.svg',
           ARRAY[(${areas})[1 + n % 12]], n % 3 = 0, 12, CASE WHEN n % 3 = 0 THEN 4 ELSE 0 END, n % 4 = 0, n % 50 = 0, now()
      FROM generate_series(1, ${apartments}) AS n;
    INSERT INTO "Floorplan" (id, "apartmentId", type, "totalFloorplans", "minRentCents", "maxRentCents", "minSqft", "maxSqft", "imageUrls", "updatedAt")
    SELECT gen_random_uuid(), a.id, t.type::"FloorplanType", 1 + (a.n + t.i) % 4,
           (700 + t.i * 450 + (a.n * 37) % 400) * 100, (700 + t.i * 450 + (a.n * 37) % 400 + 250) * 100,
           450 + t.i * 280 + (a.n * 13) % 120, 450 + t.i * 280 + (a.n * 13) % 120 + 90,
           ARRAY['/uploads/demo/floorplan-' || (1 + t.i) || '.svg'], now()
      FROM (SELECT id, row_number() OVER (ORDER BY code) AS n FROM "Apartment") a
      CROSS JOIN (VALUES (0, 'studio'), (1, 'oneBed'), (2, 'twoBed'), (3, 'threeBed'), (4, 'fourBed'), (5, 'townHome')) AS t(i, type);
    UPDATE "Floorplan" SET "verifiedAt" = now() - interval '3 days', "verifiedByRole" = 'ADMIN',
           "verifiedByName" = 'Bench', "unitsAvailable" = 2
     WHERE ('x' || substr(md5(id::text), 1, 2))::bit(8)::int % 5 <> 0;
    INSERT INTO "Fee" (id, "apartmentId", name, "amountCents", kind, position)
    SELECT gen_random_uuid(), a.id, f.name, f.cents, f.kind::"FeeKind", f.position
      FROM "Apartment" a
      CROSS JOIN (VALUES ('Valet trash', 3000, 'monthlyMandatory', 0), ('Pest control', 500, 'monthlyMandatory', 1),
                         ('Application', 7500, 'oneTime', 2), ('Deposit', 50000, 'deposit', 3)) AS f(name, cents, kind, position);
    INSERT INTO "Special" (id, "apartmentId", text, "concessionKind", "concessionValue", "validFrom", "validUntil", "minLeaseTermMonths")
    SELECT gen_random_uuid(), a.id, '6 weeks free', 'weeksFree', 6, current_date - 10, current_date + 60, 12
      FROM "Apartment" a WHERE a.promotion;
    ANALYZE "Apartment";
    ANALYZE "Floorplan";
  `);
}
