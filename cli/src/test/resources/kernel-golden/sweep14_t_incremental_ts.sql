-- incremental-between-timestamp and incremental-between-scan-mode on a table with the input producer, and on an append table
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
CREATE TABLE a (k INT, v STRING);
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'a2'), -D(2, 'b');
INSERT INTO a VALUES (1, 'a');
INSERT INTO a VALUES (2, 'b');
INSERT INTO a VALUES (3, 'c');
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000', 'incremental-between-scan-mode' = 'changelog') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,2', 'incremental-between-scan-mode' = 'auto') */;
SELECT * FROM a /*+ OPTIONS('incremental-between' = '1,3') */;
SELECT * FROM a$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'diff') */;
SELECT * FROM a /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000') */;
