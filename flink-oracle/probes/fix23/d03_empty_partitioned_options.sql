CREATE TABLE t (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'sequence.field' = 'k');
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
SELECT * FROM t$options;
INSERT INTO t VALUES ('x', 1, 'a'), ('x', 1, 'b');
SELECT * FROM t;
