-- Which apartments each catalog version changed, so that the catalog held in memory reloads only those
-- (api/src/services/catalog.ts). A NULL apartment means that anything may have changed (a table was emptied).
CREATE TABLE "CatalogChange" (
    "id" BIGSERIAL NOT NULL,
    "version" BIGINT NOT NULL,
    "apartmentId" UUID,

    CONSTRAINT "CatalogChange_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "CatalogChange_version_idx" ON "CatalogChange"("version");

-- One version per statement, with a row for each apartment it touched; history older than 10,000 versions
-- is dropped (an instance further behind reloads everything).
CREATE FUNCTION "record_catalog_change"("ids" UUID[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "next" BIGINT;
BEGIN
  IF "ids" IS NOT NULL AND cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO "next";
  INSERT INTO "CatalogChange" ("version", "apartmentId")
    SELECT "next", "changed" FROM unnest(COALESCE("ids", ARRAY[NULL]::UUID[])) AS "changed";
  DELETE FROM "CatalogChange" WHERE "version" < "next" - 10000;
END;
$$;

CREATE FUNCTION "apartments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_catalog_change"(ARRAY(SELECT DISTINCT "id" FROM "changed_rows"));
  RETURN NULL;
END;
$$;

-- Counter-only updates (clicks, likes, shares) do not change what the public pages show; the version (which
-- admins send back to refuse stale edits) does count.
CREATE FUNCTION "apartment_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_catalog_change"(ARRAY(
    SELECT n."id" FROM "changed_rows" n JOIN "old_rows" o ON o."id" = n."id"
     WHERE (o."code", o."name", o."image", o."location", o."promotion", o."leaseTerm", o."promotionalTerm", o."freeMove", o."highlight", o."version", o."creatorId")
           IS DISTINCT FROM
           (n."code", n."name", n."image", n."location", n."promotion", n."leaseTerm", n."promotionalTerm", n."freeMove", n."highlight", n."version", n."creatorId")));
  RETURN NULL;
END;
$$;

CREATE FUNCTION "floorplans_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_catalog_change"(ARRAY(SELECT DISTINCT "apartmentId" FROM "changed_rows"));
  RETURN NULL;
END;
$$;

CREATE FUNCTION "catalog_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_catalog_change"(NULL);
  RETURN NULL;
END;
$$;

-- The triggers of the catalog_version migration bumped the version without saying what changed.
DROP TRIGGER "Apartment_catalog_version" ON "Apartment";
DROP TRIGGER "Apartment_catalog_version_update" ON "Apartment";
DROP TRIGGER "Floorplan_catalog_version" ON "Floorplan";
DROP FUNCTION "bump_catalog_version"();

CREATE TRIGGER "Apartment_catalog_insert" AFTER INSERT ON "Apartment"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "apartments_changed"();
CREATE TRIGGER "Apartment_catalog_delete" AFTER DELETE ON "Apartment"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "apartments_changed"();
CREATE TRIGGER "Apartment_catalog_update" AFTER UPDATE ON "Apartment"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "apartment_rows_changed"();
CREATE TRIGGER "Apartment_catalog_truncate" AFTER TRUNCATE ON "Apartment"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_emptied"();

CREATE TRIGGER "Floorplan_catalog_insert" AFTER INSERT ON "Floorplan"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Floorplan_catalog_delete" AFTER DELETE ON "Floorplan"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Floorplan_catalog_update" AFTER UPDATE ON "Floorplan"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floorplans_changed"();
CREATE TRIGGER "Floorplan_catalog_truncate" AFTER TRUNCATE ON "Floorplan"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_emptied"();
