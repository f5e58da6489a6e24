-- DELETE on engines that allow it: first-row with ignore-delete drops the -D (nothing committed),
-- partial-update with remove-record-on-delete removes the row; UPDATE on partial-update writes the non-null fields
-- stderr: nothing to commit
CREATE TABLE F (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'first-row.ignore-delete' = 'true');
INSERT INTO F VALUES (1, 'a'), (2, 'b');
DELETE FROM F WHERE k = 1;
CREATE TABLE P (k INT, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true');
INSERT INTO P VALUES (1, 'x', CAST(NULL AS STRING)), (2, 'y', 'z');
INSERT INTO P VALUES (1, CAST(NULL AS STRING), 'q');
UPDATE P SET a = 'w' WHERE k = 2;
DELETE FROM P WHERE k = 1;
SELECT * FROM F;
SELECT * FROM P;
SELECT COUNT(*) FROM F$snapshots;
