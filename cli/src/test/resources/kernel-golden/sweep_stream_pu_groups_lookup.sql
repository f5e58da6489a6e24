-- partial-update with a sequence group and lookup changelog: a late group record still yields an identical -U/+U, a -D with a newer group sequence nulls the group (-U/+U), a later record sets it again
-- ordered
CREATE TABLE T (k INT, a STRING, g INT, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'fields.g.sequence-group' = 'a');
INSERT INTO T VALUES (1, 'a5', 5, 'x');
INSERT INTO T VALUES (1, 'a3', 3, NULL);
INSERT INTO T VALUES -D(1, 'a9', 9, NULL);
INSERT INTO T VALUES (1, 'a10', 10, 'y');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
