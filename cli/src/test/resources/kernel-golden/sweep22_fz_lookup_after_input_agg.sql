-- aggregation (sum), input producer then lookup: the first lookup commit emits +I of each level-0 key's merged sum (no value above level 0), not -U/+U against the input-era rows
CREATE TABLE t (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO t VALUES (1, 1), (2, 2);
INSERT INTO t VALUES (1, 10);
ALTER TABLE t SET ('changelog-producer' = 'lookup');
INSERT INTO t VALUES (2, 20), (3, 30);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
