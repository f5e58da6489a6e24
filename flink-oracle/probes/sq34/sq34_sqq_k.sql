CREATE TABLE k2 (k INT, s BIGINT, lv STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value', 'fields.sq.ignore-retract' = 'true', 'changelog-producer' = 'lookup');
INSERT INTO k2 VALUES (1, 5, 'a', 5), (2, 5, 'a', 5);
INSERT INTO k2 VALUES -U(1, 2, 'b', 6), -D(2, 2, 'b', 4);
INSERT INTO k2 VALUES (1, 1, 'c', 3), (2, 1, 'c', 3);
SELECT * FROM k2;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM k2 /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
