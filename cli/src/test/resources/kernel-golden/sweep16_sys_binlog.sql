-- t$binlog in batch: each row of the audit log (stored kind, retractions kept) with every column as a one-element array; DESCRIBE shows nullable arrays
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read these system tables
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO t VALUES (1, 'z');
DESCRIBE t$binlog;
SELECT * FROM t$binlog;
DELETE FROM t WHERE k = 2;
SELECT * FROM t$binlog;
SELECT rowkind, k[1], v FROM t$binlog WHERE rowkind = '-D';
SELECT * FROM t$binlog /*+ OPTIONS('scan.snapshot-id' = '1') */;
CREATE TABLE c (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO c VALUES (1, 'a'), (2, 'b');
INSERT INTO c VALUES +U(1, 'c'), -D(2, 'b');
SELECT * FROM c$binlog;
CREATE TABLE a (k INT, v STRING);
INSERT INTO a VALUES (1, NULL);
SELECT * FROM a$binlog;
