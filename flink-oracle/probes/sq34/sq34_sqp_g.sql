-- probe: full-compaction producer, a retraction nulls sq at the scheduled compaction, then a lower-sequence add
CREATE TABLE g (k INT, s BIGINT, lv STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '1');
INSERT INTO g VALUES (1, 5, 'a', 5), (2, 5, 'a', 5);
INSERT INTO g VALUES -U(1, 2, 'b', 6), -D(2, 2, 'b', 6);
SELECT * FROM g;
INSERT INTO g VALUES (1, 1, 'c', 3), (2, 1, 'c', 3);
SELECT * FROM g;
SELECT * FROM g$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM g /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
