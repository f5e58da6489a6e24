-- ALTER TABLE DROP c / DROP (c1, c2) on a primary-key table: files written before are read by field id (time travel too, in the current schema); a column added again under a dropped name is a new column (next field id, null in the old files, also in $files statistics); a merge across old and new files keeps the new row
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not DROP column
CREATE TABLE t (k INT, v STRING, n INT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', 10, 100), (2, 'b', 20, 200);
ALTER TABLE t DROP (v, m);
INSERT INTO t VALUES (3, 30);
SELECT * FROM t;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
ALTER TABLE t ADD v STRING;
INSERT INTO t VALUES (1, 11, 'z');
SELECT * FROM t;
SELECT k, v FROM t WHERE v IS NULL;
SELECT schema_id, fields FROM t$schemas;
SELECT record_count, null_value_counts, min_value_stats FROM t$files;
ALTER TABLE t DROP (n, v);
SELECT * FROM t;
