-- ALTER TABLE MODIFY v BIGINT on a primary-key table: files written before are read through the cast (scans, time travel in the current schema, $files statistics); a merge across old and new files, and a compaction rewrites them in the new type
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, v INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 10, 'a'), (2, 20, 'b');
ALTER TABLE t MODIFY v BIGINT;
INSERT INTO t VALUES (3, 3000000000, 'c'), (2, 21, 'bb');
SELECT * FROM t;
SELECT * FROM t WHERE v > 15;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT schema_id, fields FROM t$schemas;
SELECT schema_id, record_count, null_value_counts, min_value_stats, max_value_stats FROM t$files;
CALL sys.compact('default.t');
SELECT schema_id, record_count, min_value_stats, max_value_stats FROM t$files;
SELECT * FROM t;
