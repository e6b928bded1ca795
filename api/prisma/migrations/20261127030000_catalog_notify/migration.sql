-- Each new catalog version is announced on the "catalog_changed" channel (its payload: the version), so that every
-- instance reads the changed apartments when it hears, instead of asking for the version on each request
-- (api/src/catalog/catalog.ts). NOTIFY is delivered when the transaction commits, and never if it rolls back.
CREATE OR REPLACE FUNCTION "record_catalog_change"("ids" UUID[]) RETURNS void LANGUAGE plpgsql AS $$
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
  PERFORM pg_notify('catalog_changed', "next"::text);
END;
$$;
