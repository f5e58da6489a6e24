-- partial-update with partial-update.remove-record-on-sequence-group and the lookup producer: a -D whose group sequence is not older removes the row (changelog -D), an older -D only retracts nothing; the key written again starts from nothing; streaming changelog and batch rows
-- ordered
CREATE TABLE T (k INT, a STRING, g1 INT, b STRING, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'b',
  'partial-update.remove-record-on-sequence-group' = 'g1', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a1', 5, 'b1', 5), (2, 'a2', 5, 'b2', 5);
INSERT INTO T VALUES -D(1, 'a1', 6, 'b1', 1), -D(2, 'a2', 4, 'b2', 9);
SELECT * FROM T;
INSERT INTO T VALUES (1, CAST(NULL AS STRING), 7, 'n', 2);
SELECT * FROM T;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
