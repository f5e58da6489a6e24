-- DELETE on engines that allow it (Paimon's batch-delete rules, RowLevelRules): partial-update with remove-record-on-delete
-- removes the row; UPDATE on partial-update writes the non-null fields; aggregation with remove-record-on-delete removes
-- the row; a deduplicate table ignoring deletes takes the DELETE and drops its -D (nothing committed)
-- stderr: nothing to commit
CREATE TABLE F (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('ignore-delete' = 'true');
INSERT INTO F VALUES (1, 'a'), (2, 'b');
DELETE FROM F WHERE k = 1;
CREATE TABLE P (k INT, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true');
INSERT INTO P VALUES (1, 'x', CAST(NULL AS STRING)), (2, 'y', 'z');
INSERT INTO P VALUES (1, CAST(NULL AS STRING), 'q');
UPDATE P SET a = 'w' WHERE k = 2;
DELETE FROM P WHERE k = 1;
CREATE TABLE A (k INT, s BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'aggregation.remove-record-on-delete' = 'true');
INSERT INTO A VALUES (1, 5), (2, 6), (1, 7);
DELETE FROM A WHERE s > 10;
SELECT * FROM F;
SELECT * FROM P;
SELECT * FROM A;
SELECT COUNT(*) FROM F$snapshots;
