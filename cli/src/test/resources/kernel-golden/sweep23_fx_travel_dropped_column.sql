-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not travel a table's schema by its stored scan options
-- a column dropped (and one renamed) after the stored snapshot is back under its old name
CREATE TABLE t (k INT, v STRING, w INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', 10);
ALTER TABLE t DROP w;
ALTER TABLE t RENAME v TO v2;
INSERT INTO t VALUES (2, 'b');
ALTER TABLE t SET ('scan.snapshot-id' = '1');
SELECT * FROM t;
SELECT v, w FROM t;
DESCRIBE t;
ALTER TABLE t SET ('scan.snapshot-id' = '2');
SELECT * FROM t;
