-- E-mail addresses are stored and compared in one form (api/src/domain/messages.ts normalizeEmail): NFKC, so
-- that compatibility characters (a full-width 'ａ') are the plain ones, then lower case. Rows written before
-- were only lower-cased: bring them to that form so that their owners can still log in.
--
-- Two rows of one table may fold to the same address (a look-alike registered beside the real one). The one
-- already in that form, else the oldest, takes it; the others keep their stored address, which no login can
-- type any more, and an admin can disable them. So does a row whose folded form would not fit the column.
WITH folded AS (
  SELECT "id", lower(normalize("email", NFKC)) AS "email",
         row_number() OVER (PARTITION BY lower(normalize("email", NFKC)) ORDER BY "createdAt", "id") AS "rank"
  FROM "Admin"
  WHERE "email" <> lower(normalize("email", NFKC)) AND char_length(lower(normalize("email", NFKC))) <= 254
)
UPDATE "Admin" AS a SET "email" = f."email"
FROM folded AS f
WHERE a."id" = f."id" AND f."rank" = 1
  AND NOT EXISTS (SELECT 1 FROM "Admin" AS taken WHERE taken."email" = f."email");

WITH folded AS (
  SELECT "id", lower(normalize("email", NFKC)) AS "email",
         row_number() OVER (PARTITION BY lower(normalize("email", NFKC)) ORDER BY "createdAt", "id") AS "rank"
  FROM "Agent"
  WHERE "email" <> lower(normalize("email", NFKC)) AND char_length(lower(normalize("email", NFKC))) <= 254
)
UPDATE "Agent" AS a SET "email" = f."email"
FROM folded AS f
WHERE a."id" = f."id" AND f."rank" = 1
  AND NOT EXISTS (SELECT 1 FROM "Agent" AS taken WHERE taken."email" = f."email");
