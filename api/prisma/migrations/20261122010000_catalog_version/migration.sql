-- CreateTable
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "CatalogVersion_pkey" PRIMARY KEY ("id")
);

INSERT INTO "CatalogVersion" ("id", "version") VALUES (1, 0);

-- Every change a renter could see bumps the version, whoever makes it; the public read cache keys on it.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;

-- Once per statement, so that a bulk load bumps it once rather than once a row.
CREATE TRIGGER "Apartment_catalog_version" AFTER INSERT OR DELETE ON "Apartment"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();

CREATE TRIGGER "Floorplan_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "Floorplan"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();

-- Counter-only updates (clicks, likes, shares) do not change what the public pages show.
CREATE TRIGGER "Apartment_catalog_version_update" AFTER UPDATE ON "Apartment"
  FOR EACH ROW
  WHEN ((OLD."code", OLD."name", OLD."image", OLD."location", OLD."promotion", OLD."leaseTerm", OLD."promotionalTerm", OLD."freeMove", OLD."highlight")
        IS DISTINCT FROM
        (NEW."code", NEW."name", NEW."image", NEW."location", NEW."promotion", NEW."leaseTerm", NEW."promotionalTerm", NEW."freeMove", NEW."highlight"))
  EXECUTE FUNCTION "bump_catalog_version"();
