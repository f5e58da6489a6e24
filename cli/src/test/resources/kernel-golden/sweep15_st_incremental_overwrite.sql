-- incremental-between across an INSERT OVERWRITE: auto and delta skip the overwrite (primary-key and append table), the append table's diff reads only the files added (a primary-key diff across an overwrite is a known difference, IncrementalScan)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE a (k INT, v STRING);
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (2, 'b2'), (3, 'c');
INSERT INTO t VALUES (4, 'd');
INSERT INTO a VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE a VALUES (3, 'c');
INSERT INTO a VALUES (4, 'd');
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'delta') */;
SELECT * FROM a$audit_log /*+ OPTIONS('incremental-between' = '1,3') */;
SELECT * FROM a$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'diff') */;
