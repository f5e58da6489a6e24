-- partial-update with two sequence groups and the full-compaction producer: a -U whose group sequence is newer nulls that group's fields (the group sequence moves), an older -U leaves it; a -D in the other group; streaming changelog of the full compactions and batch rows
-- ordered
CREATE TABLE T (k INT, a STRING, g1 INT, b STRING, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'b',
  'changelog-producer' = 'full-compaction', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a1', 5, 'b1', 5), (2, 'a2', 5, 'b2', 5);
INSERT INTO T VALUES -U(1, 'zz', 6, CAST(NULL AS STRING), CAST(NULL AS INT)), -U(2, 'a2', 4, 'b2', 4);
INSERT INTO T VALUES (1, 'late', 5, CAST(NULL AS STRING), CAST(NULL AS INT)), -D(2, CAST(NULL AS STRING), CAST(NULL AS INT), 'x', 6);
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
