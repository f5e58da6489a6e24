-- time travel to a snapshot written before ALTER TABLE ADD reads the rows in the current schema (the new column null)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter reads an old snapshot with the schema it was written in (Paimon's Java API), where Flink reads it in the current schema
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 20);
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT k, c FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */ WHERE c IS NULL;
