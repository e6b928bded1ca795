-- CreateTable
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "CatalogVersion_pkey" PRIMARY KEY ("id")
);

INSERT INTO "CatalogVersion" ("id", "version") VALUES (1, 0);

-- Every change a renter could see bumps the version, whoever makes it; the public read cache keys on it.
-- Counter-only updates (clicks, likes, shares) do not change what the public pages show.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested, so that the Apartment columns are only read for Apartment rows.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'Apartment' THEN
    IF (OLD."code", OLD."name", OLD."image", OLD."location", OLD."promotion", OLD."leaseTerm", OLD."promotionalTerm", OLD."freeMove", OLD."highlight")
       IS NOT DISTINCT FROM
       (NEW."code", NEW."name", NEW."image", NEW."location", NEW."promotion", NEW."leaseTerm", NEW."promotionalTerm", NEW."freeMove", NEW."highlight") THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Apartment_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "Apartment"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();

CREATE TRIGGER "Floorplan_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "Floorplan"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
