-- aggregation with sequence.field and aggregation.remove-record-on-delete, lookup producer: a -D older than the stored row is merged in sequence order (the row stays), sums of late rows still count; a late add after a late -D is left out (its result depends on compaction in Paimon, SEMANTICS kept difference); streaming changelog and batch rows
-- ordered
CREATE TABLE A (k INT, s BIGINT, lv STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'aggregation.remove-record-on-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1',
  'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value');
INSERT INTO A VALUES (1, 10, 'a', 5), (2, 20, 'b', 5);
INSERT INTO A VALUES (1, 1, 'late', 3), -D(2, 0, CAST(NULL AS STRING), 1);
SELECT * FROM A;
INSERT INTO A VALUES (2, 7, 'again', 6), (1, 2, 'new', 9);
SELECT * FROM A;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
