-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs no DROP PRIMARY KEY
-- ALTER TABLE t DROP PRIMARY KEY on a table without snapshots: an append table (bucket -1), options kept, duplicates kept
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
DESCRIBE t;
SELECT * FROM t$options;
INSERT INTO t VALUES (1, 'a'), (1, 'b');
INSERT INTO t VALUES (1, 'c');
SELECT * FROM t;
SELECT schema_id, primary_keys FROM t$schemas;
