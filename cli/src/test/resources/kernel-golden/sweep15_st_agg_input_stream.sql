-- aggregation table with the input producer: a streaming read passes the input records (not the aggregates), retractions included
-- ordered
CREATE TABLE t (k INT, s BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 5), (2, 1);
INSERT INTO t VALUES (1, 5), -U(2, 1), +U(2, 4);
INSERT INTO t VALUES -D(1, 3);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '2') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t;
